// npm run bench: the BFF beside nginx and the mock core itself, all in one run against the same upstream (the mock
// core), no pipelining, warm-up first, interleaved rounds, medians reported. See docs/bench.md.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { bffLogin, coreLogin } from './bench/logins.mjs';
import { measure, warmUp } from './bench/measure.mjs';
import { startNginx, nginxVersion } from './bench/nginx.mjs';
import { startChild, stopAll, waitFor } from './bench/processes.mjs';
import { goalTable, goals, machine, medians, runTable, writeDoc } from './bench/report.mjs';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const TMP = path.join(ROOT, '.tmp', 'bench');
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const SECONDS = num('BENCH_SECONDS', 5);
const ROUNDS = num('BENCH_ROUNDS', 3);
const WARMUP = num('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
const BASE = num('BENCH_PORT_BASE', 18500);
/** The BFF's upstream pools: undici `connections` and the proxy agent's `maxSockets`; nginx gets the same. */
const POOL = 64;
/** The reshaped list's size (issue 8: a 50 KB JSON list). */
const LIST_BYTES = 50 * 1024;
const PORTS = {
  core: BASE,
  nginx: BASE + 1,
  bff: BASE + 2,
  bffQuiet: BASE + 3,
  redis: BASE + 4,
  bffBulk: BASE + 5,
};
const url = (port) => `http://127.0.0.1:${port}`;
const CORE = url(PORTS.core);

function startRedis() {
  mkdirSync(path.join(TMP, 'redis'), { recursive: true });
  const args = ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  return startChild('redis', 'redis-server', [...args, '--dir', path.join(TMP, 'redis')], {
    logFile: path.join(TMP, 'redis.log'),
  });
}

/** A BFF child (built dist) with the event-loop probe preloaded; `eld()` asks it for its figures. */
function startBff(name, port, logLevel) {
  const waiting = [];
  const child = startChild(
    name,
    process.execPath,
    ['-r', path.join(ROOT, 'scripts/bench/eld-preload.cjs'), 'bff/dist/index.js'],
    {
      env: {
        NODE_ENV: 'development',
        PORT: String(port),
        CORE_URL: CORE,
        REDIS_URL: `redis://127.0.0.1:${PORTS.redis}/0`,
        LOG_LEVEL: logLevel,
        LOGIN_ATTEMPTS_PER_WINDOW: '1000',
      },
      logFile: path.join(TMP, `${name}.log`),
      onLine: (line) => line.startsWith('bench-eld ') && waiting.shift()?.(JSON.parse(line.slice(10))),
    },
  );
  child.eld = () =>
    new Promise((resolve) => {
      waiting.push(resolve);
      child.kill('SIGUSR2');
    });
  return child;
}

const lastMonths = (n) => {
  const d = new Date();
  const ym = (k) => {
    const x = new Date(d.getFullYear(), d.getMonth() - k, 1);
    return `${x.getFullYear()}${String(x.getMonth() + 1).padStart(2, '0')}`;
  };
  return { startMonth: ym(n), endMonth: ym(1) };
};

/**
 * The BFF runs: the two work-time BFFs (info, silent) serve nothing else, so they differ by their log level only; the
 * file and list runs have a BFF of their own (at info), whose 50 KB answers would otherwise warm one of the two.
 */
async function targets(core, bffs, nginx) {
  const legacy = await coreLogin(CORE);
  const cookies = new Map();
  for (const [key, server] of Object.entries(bffs))
    cookies.set(server, await bffLogin(url(PORTS[key]), CORE));
  const portOf = new Map(Object.entries(bffs).map(([key, server]) => [server, PORTS[key]]));
  const { startMonth, endMonth } = lastMonths(12);
  const viaBff = (p, server) => ({
    url: `${url(portOf.get(server))}${p}`,
    cookie: cookies.get(server),
    server,
    eld: server.eld,
  });
  const listPath = `/api/commission?startMonth=${startMonth}&endMonth=${endMonth}`;
  const listBytes = await listOfAbout(
    LIST_BYTES,
    `${url(PORTS.bffBulk)}${listPath}`,
    cookies.get(bffs.bffBulk),
  );
  const workTime = '/adm/com/inWorkTimInterval';
  const file = '/adm/com/formDownload/download?formCode=F0101';
  return {
    listBytes,
    runs: {
      'work-time direct': { url: `${CORE}${workTime}`, cookie: legacy, server: core },
      'work-time nginx': { url: `${url(PORTS.nginx)}${workTime}`, cookie: legacy, server: nginx },
      'work-time bff': viaBff('/api/common/work-time', bffs.bff),
      'work-time bff log off': viaBff('/api/common/work-time', bffs.bffQuiet),
      'file direct': { url: `${CORE}${file}`, cookie: legacy, server: core },
      'file nginx': { url: `${url(PORTS.nginx)}${file}`, cookie: legacy, server: nginx },
      'file bff': viaBff('/api/forms/F0101/download', bffs.bffBulk),
      'list reshaped': viaBff(listPath, bffs.bffBulk),
      'list streamed': { ...viaBff('/api/forms/F0101/download', bffs.bffBulk), sameBytes: true },
    },
  };
}

/** Makes the mock list as many commission rows a month as bring the reshaped list nearest `bytes`; its answer. */
async function listOfAbout(bytes, listUrl, cookie) {
  const rowsPerMonth = async (perMonth) => {
    const init = {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ perMonth }),
    };
    const res = await fetch(`${CORE}/__mock/commission-rows`, init);
    if (!res.ok) throw new Error(`mock commission-rows: HTTP ${res.status}`);
    const list = await fetch(listUrl, { headers: { cookie } });
    if (!list.ok) throw new Error(`list: HTTP ${list.status}`);
    return Buffer.from(await list.arrayBuffer());
  };
  const one = await rowsPerMonth(1);
  return rowsPerMonth(Math.max(1, Math.round(bytes / one.length)));
}

/** Sets (or clears) the mock's form-file override around the "same bytes streamed" run. */
async function formFile(bytes) {
  const init = bytes
    ? {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ base64: bytes.toString('base64') }),
      }
    : { method: 'DELETE' };
  const res = await fetch(`${CORE}/__mock/form-file`, init);
  if (!res.ok) throw new Error(`mock form-file: HTTP ${res.status}`);
}

async function preflight(name, target) {
  const res = await fetch(target.url, { headers: { cookie: target.cookie } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} before the run`);
}

let failed = false;
try {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  startRedis();
  const core = startChild('mock', process.execPath, ['mocks/dist/server.js'], {
    env: { MOCK_PORT: String(PORTS.core), NODE_ENV: 'development' },
    logFile: path.join(TMP, 'mock.log'),
  });
  const nginx = startNginx(path.join(TMP, 'nginx'), PORTS.nginx, PORTS.core, POOL);
  const bff = startBff('bff', PORTS.bff, process.env.BENCH_LOG_LEVEL ?? 'info');
  const bffQuiet = startBff('bff-log-off', PORTS.bffQuiet, 'silent');
  const bffBulk = startBff('bff-bulk', PORTS.bffBulk, process.env.BENCH_LOG_LEVEL ?? 'info');
  await waitFor(`${CORE}/public/getVer`, core);
  await waitFor(`${url(PORTS.nginx)}/public/getVer`, nginx);
  await waitFor(`${url(PORTS.bff)}/readyz`, bff);
  await waitFor(`${url(PORTS.bffQuiet)}/readyz`, bffQuiet);
  await waitFor(`${url(PORTS.bffBulk)}/readyz`, bffBulk);
  const redis = new Redis(`redis://127.0.0.1:${PORTS.redis}`);
  const { runs, listBytes } = await targets(core, { bff, bffQuiet, bffBulk }, nginx);
  const context = { seconds: SECONDS, connections: CONNECTIONS, redis, core: CORE };
  console.log(
    `bench: ${Object.keys(runs).length} runs × ${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections, ` +
      `list ${listBytes.length} bytes`,
  );
  for (const [name, target] of Object.entries(runs)) {
    if (target.sameBytes) await formFile(listBytes);
    await preflight(name, target);
    await warmUp(target, CONNECTIONS, WARMUP);
    if (target.sameBytes) await formFile(null);
  }
  const rounds = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const results = {};
    for (const [name, target] of Object.entries(runs)) {
      if (target.sameBytes) await formFile(listBytes);
      results[name] = await measure(target, context);
      if (target.sameBytes) await formFile(null);
      const r = results[name];
      console.log(
        `round ${round} ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s p99 ${r.p99} ms errors ${r.errors}`,
      );
      failed ||= r.errors > 0;
    }
    rounds.push(results);
  }
  const m = medians(rounds);
  const goalRows = goals(m, POOL);
  const redisVersion = (await redis.info('server')).match(/redis_version:(\S+)/)?.[1] ?? '?';
  redis.disconnect();
  const machineLine = machine(nginxVersion(), redisVersion);
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const settings =
    `${ROUNDS} interleaved rounds × ${SECONDS} s per run after ${WARMUP} s warm-up, ${CONNECTIONS} connections, ` +
    `no pipelining; reshaped list ${listBytes.length} bytes.`;
  console.log(`\n${date}, ${machineLine}\n${settings}\n\n${goalTable(goalRows)}\n\n${runTable(m)}\n`);
  writeDoc(path.join(ROOT, 'docs/bench.md'), { date, machineLine, settings, goalRows, m });
  console.log('written to docs/bench.md');
} catch (err) {
  failed = true;
  console.error(`bench failed: ${err.stack ?? err}`);
} finally {
  stopAll();
}
if (failed) {
  console.error('bench: an arm errored (see above and .tmp/bench/*.log)');
  process.exitCode = 1;
}
