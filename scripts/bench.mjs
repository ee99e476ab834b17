// Benchmark: GET /api/common/work-time through the BFF (session lookup in Redis + one legacy call) against
// GET /adm/com/inWorkTimInterval sent straight to the mock core with the same legacy session. Same run, same machine.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import Redis from 'ioredis';

const ROOT = new URL('..', import.meta.url).pathname;
const BFF = 'http://127.0.0.1:18180';
const CORE = 'http://127.0.0.1:18190';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

const children = [];
function start(file, env) {
  const child = spawn(process.execPath, [file], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
  children.push(child);
}
async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

function cookieOf(res, jar) {
  for (const c of res.headers.getSetCookie()) jar.sid = c.split(';')[0];
}

async function login() {
  const jar = {};
  cookieOf(await fetch(`${BFF}/api/auth/captcha`), jar);
  const { text } = await (await fetch(`${CORE}/__mock/last-captcha`)).json();
  const res = await fetch(`${BFF}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', cookie: jar.sid },
    body: JSON.stringify({ userCode: 'AG00001', password: 'Demo2468', captcha: text }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  cookieOf(res, jar);
  return jar.sid;
}

async function legacyCookie(sidCookie) {
  const sid = decodeURIComponent(sidCookie.split('=')[1]).slice(2).split('.')[0];
  const redis = new Redis(REDIS_URL);
  const session = JSON.parse(await redis.get(`ap:sess:${sid}`));
  redis.disconnect();
  return Object.entries(session.legacy.cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

function run(title, url, cookie) {
  return autocannon({ title, url, connections: CONNECTIONS, duration: DURATION, headers: { cookie } });
}

function row(name, r) {
  return `${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;
}

try {
  start(`${ROOT}mocks/dist/server.js`, { MOCK_PORT: '18190' });
  await waitFor(`${CORE}/public/getVer`);
  start(`${ROOT}bff/dist/index.js`, {
    PORT: '18180',
    CORE_URL: CORE,
    REDIS_URL,
    LOGIN_ATTEMPTS_PER_WINDOW: '1000',
  });
  await waitFor(`${BFF}/readyz`);
  const sid = await login();
  const legacy = await legacyCookie(sid);
  const forms = await (await fetch(`${BFF}/api/forms`, { headers: { cookie: sid } })).json();
  const formCode = encodeURIComponent(forms[0].formCode);
  const pairs = [
    {
      name: 'GET work-time check (reshaped call through the legacy client)',
      direct: `${CORE}/adm/com/inWorkTimInterval`,
      bff: `${BFF}/api/common/work-time`,
    },
    {
      name: 'GET form file (streamed through http-proxy-middleware)',
      direct: `${CORE}/adm/com/formDownload/download?formCode=${formCode}`,
      bff: `${BFF}/api/forms/${formCode}/download`,
    },
  ];
  let failed = false;
  for (const pair of pairs) {
    // warm-up both paths, then measure direct first and through the BFF second
    await autocannon({ url: pair.direct, duration: 2, headers: { cookie: legacy } });
    await autocannon({ url: pair.bff, duration: 2, headers: { cookie: sid } });
    const direct = await run('direct', pair.direct, legacy);
    const viaBff = await run('bff', pair.bff, sid);
    console.log(`\n${pair.name}, ${CONNECTIONS} connections, ${DURATION} s each (same run)\n`);
    console.log(row('direct to mock core', direct));
    console.log(row('through BFF (Redis session)', viaBff));
    console.log(
      `ratio BFF/direct: throughput ${(viaBff.requests.average / direct.requests.average).toFixed(2)}x, ` +
        `p50 latency ${(viaBff.latency.p50 / Math.max(direct.latency.p50, 1)).toFixed(2)}x, ` +
        `p99 latency ${(viaBff.latency.p99 / Math.max(direct.latency.p99, 1)).toFixed(2)}x`,
    );
    failed ||= Boolean(viaBff.non2xx || direct.non2xx || viaBff.errors || direct.errors);
  }
  if (failed) throw new Error('errors or non-2xx answers during the benchmark');
} finally {
  for (const c of children) c.kill('SIGTERM');
}
