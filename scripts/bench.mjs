// npm run bench: the BFF beside nginx and beside its floor (a bare Node server doing the same work), all in one run
// against the same upstream: the static core (nginx answering the hot core answers from fixed bytes captured from the
// mock, the rest passed to the mock), which caps nothing. No pipelining, warm-up first, interleaved rounds, medians
// reported. See docs/bench.md.
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Redis from 'ioredis';
import { answerBytes, COMMISSION } from './bench/floor.mjs';
import { bffLogin, capture as captureFrom, coreLogin, ok } from './bench/logins.mjs';
import { client, groupRound, slot, tally } from './bench/alternate.mjs';
import { startNginx, startStaticCore, nginxVersion } from './bench/nginx.mjs';
import { pollIdleCpus } from './bench/idle-poll.mjs';
import { placeProcesses, settled, startChild, stopAll, waitFor } from './bench/processes.mjs';
import {
  guardTable,
  guards,
  guardsPass,
  machine,
  medians,
  roundOrder,
  runTable,
  seeded,
  writeDoc,
} from './bench/report.mjs';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const TMP = path.join(ROOT, '.tmp', 'bench');
const require = createRequire(import.meta.url);
const { commissionService } = require(path.join(ROOT, 'bff/dist/modules/commission/commission.service.js'));
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const SECONDS = num('BENCH_SECONDS', 3);
const ROUNDS = num('BENCH_ROUNDS', 7);
const WARMUP = num('BENCH_WARMUP_SECONDS', 6);
const CONNECTIONS = num('BENCH_CONNECTIONS', 10);
/** The runs of a group take turns in slots of this length (bench/alternate.mjs). */
const SLOT_MS = num('BENCH_SLOT_MS', 250);
const BASE = num('BENCH_PORT_BASE', 18500);
/** BENCH_WRITE=0: the figures printed only, docs/bench.md left as it is (a trial run: machine-alone.test.mjs). */
const WRITE = process.env.BENCH_WRITE !== '0';
/** The BFF's upstream pools: undici `connections` and the proxy agent's `maxSockets`; nginx gets the same. */
const POOL = 64;
/** The reshaped list's size (issue 8: a 50 KB JSON list). */
const LIST_BYTES = 50 * 1024;
const PORTS = {
  mock: BASE,
  nginx: BASE + 1,
  bff: BASE + 2,
  bffQuiet: BASE + 3,
  redis: BASE + 4,
  bffBulk: BASE + 5,
  staticCore: BASE + 6,
  floor: BASE + 7,
  floorBulk: BASE + 8,
  bffList: BASE + 9,
};
const url = (port) => `http://127.0.0.1:${port}`;
/** The CPU the measured servers share (the BFFs, the floors, the reference nginx), or undefined: not placed. */
const SERVER_CPU = placeProcesses();
/** Idle vCPUs poll before they halt while the bench runs (bench/idle-poll.mjs), when the machine lets it. */
const IDLE = pollIdleCpus();
/** The mock core: its control API (/__mock), logins and everything the static core passes on. */
const MOCK = url(PORTS.mock);
/** The upstream of every run: the BFFs' and floors' CORE_URL, nginx's upstream. */
const CORE = url(PORTS.staticCore);
const WORK_TIME = '/adm/com/inWorkTimInterval';
const FILE = '/adm/com/formDownload/download';
/** The form whose download answers the reshaped list's bytes in the static core ("list streamed"). */
const LIST_FORM = 'F0102';
/** The runs each BFF run is set against: nginx on the same core answer, and its floor. */
const REFERENCES = {
  'work-time bff': { nginx: 'work-time nginx', floor: 'work-time floor' },
  'work-time bff log off': { nginx: 'work-time nginx', floor: 'work-time floor' },
  'work-time floor': { nginx: 'work-time nginx' },
  'file bff': { nginx: 'file nginx' },
  'list reshaped': { nginx: 'list nginx', floor: 'list floor' },
  'list floor': { nginx: 'list nginx' },
};

function startRedis() {
  mkdirSync(path.join(TMP, 'redis'), { recursive: true });
  const args = ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  return startChild('redis', 'redis-server', [...args, '--dir', path.join(TMP, 'redis')], {
    logFile: path.join(TMP, 'redis.log'),
  });
}

/**
 * A BFF child (built dist), or a floor (`scripts/bench/floor.mjs`, the same environment and V8 flags), with the
 * event-loop probe preloaded; `eld()` asks it for its figures.
 */
function startServer(name, port, logLevel, main = 'bff/dist/index.js') {
  const waiting = [];
  const child = startChild(
    name,
    process.execPath,
    // No memory reducer: a server's turns come back after the other groups' (some 30 s), and V8 shrinks an idle heap
    // meanwhile, which the next turns pay for (docs/bench.md, "Memory reducer off").
    ['--no-memory-reducer', '-r', path.join(ROOT, 'scripts/bench/eld-preload.cjs'), main],
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
      cpu: SERVER_CPU,
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
const { startMonth, endMonth } = lastMonths(12);
const LIST_QUERY = `startMonth=${startMonth}&endMonth=${endMonth}`;

/** The mock's answer to a GET on the legacy session (bench/logins.mjs). */
const capture = (target, legacy) => captureFrom(MOCK, target, legacy);

/**
 * Sets the mock's commission rows a month so that the reshaped list comes nearest `bytes`, reshaped here by the BFF's
 * own built service (the bytes the BFF and the floor answer); the core's list and the reshaped list.
 */
async function listOfAbout(bytes, legacy) {
  // The service's legacy adapter gets `ctx.legacy()`: here the core's rows themselves.
  const reshape = commissionService({ range: async (rows) => rows });
  const rowsPerMonth = async (perMonth) => {
    const init = {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ perMonth }),
    };
    await ok(await fetch(`${MOCK}/__mock/commission-rows`, init), 'mock commission-rows');
    const core = await capture(`/commission/SSDetailList?${LIST_QUERY}`, legacy);
    const rows = JSON.parse(core.body.toString('utf8'));
    const reshaped = answerBytes(
      COMMISSION,
      await reshape.search({ legacy: () => rows }, startMonth, endMonth),
    );
    return { core, reshaped };
  };
  const one = await rowsPerMonth(1);
  return rowsPerMonth(Math.max(1, Math.round(bytes / one.reshaped.length)));
}

/** The static core's fixed answers, captured from the mock (the list's after its rows are set). */
async function staticAnswers(legacy) {
  const list = await listOfAbout(LIST_BYTES, legacy);
  const form = await capture(`${FILE}?formCode=F0101`, legacy);
  // The reshaped list's bytes as a form download (what the mock answers with /__mock/form-file set).
  const put = {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ base64: list.reshaped.toString('base64') }),
  };
  await ok(await fetch(`${MOCK}/__mock/form-file`, put), 'mock form-file');
  const listAsFile = await capture(`${FILE}?formCode=${LIST_FORM}`, legacy);
  await ok(await fetch(`${MOCK}/__mock/form-file`, { method: 'DELETE' }), 'mock form-file');
  return {
    listBytes: list.reshaped,
    answers: [
      { name: 'work-time', path: WORK_TIME, ...(await capture(WORK_TIME, legacy)) },
      { name: 'commission-list', path: '/commission/SSDetailList', ...list.core },
      { name: 'form-F0101', path: FILE, arg: ['formCode', 'F0101'], ...form },
      { name: `form-${LIST_FORM}`, path: FILE, arg: ['formCode', LIST_FORM], ...listAsFile },
    ],
  };
}

/**
 * The runs. The two work-time BFFs (info, silent) serve nothing else, so they differ by their log level only; the
 * reshaped list has a BFF of its own (at info), as its floor has, and the file and streamed runs another, whose 50 KB
 * answers would otherwise warm (or, with the garbage they leave, burden) one of the measured pairs; the floors
 * likewise (one for the GET, one for the list), each on a session of the BFF beside it (same Redis, secret).
 */
async function targets(servers, legacy) {
  const cookies = new Map();
  for (const key of ['bff', 'bffQuiet', 'bffBulk', 'bffList'])
    cookies.set(key, await bffLogin(url(PORTS[key]), MOCK));
  cookies.set('floor', await bffLogin(url(PORTS.bff), MOCK));
  cookies.set('floorBulk', await bffLogin(url(PORTS.bffList), MOCK));
  const via = (key, p) => ({
    url: `${url(PORTS[key])}${p}`,
    cookie: cookies.get(key),
    server: servers[key],
    eld: servers[key].eld,
  });
  const direct = (p) => ({ url: `${CORE}${p}`, cookie: legacy, server: servers.staticCore });
  const proxied = (p) => ({ url: `${url(PORTS.nginx)}${p}`, cookie: legacy, server: servers.nginx });
  const listPath = `/api/commission?${LIST_QUERY}`;
  return {
    'work-time direct': direct(WORK_TIME),
    'work-time nginx': proxied(WORK_TIME),
    'work-time floor': via('floor', '/api/common/work-time'),
    'work-time bff': via('bff', '/api/common/work-time'),
    'work-time bff log off': via('bffQuiet', '/api/common/work-time'),
    'file direct': direct(`${FILE}?formCode=F0101`),
    'file nginx': proxied(`${FILE}?formCode=F0101`),
    'file bff': via('bffBulk', '/api/forms/F0101/download'),
    'list nginx': proxied(`/commission/SSDetailList?${LIST_QUERY}`),
    'list floor': via('floorBulk', listPath),
    'list reshaped': via('bffList', listPath),
    'list streamed': via('bffBulk', `/api/forms/${LIST_FORM}/download`),
  };
}

async function preflight(name, target, expected) {
  const res = await fetch(target.url, { headers: { cookie: target.cookie } });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status} before the run`);
  if (expected && !body.equals(expected)) throw new Error(`${name}: not the reshaped list's bytes`);
}

let failed = false;
/** A guard of docs/bench.md failed: the bench exits 1 (after writing its figures). */
let guardFailed = false;
/** The bench's own client of the private Redis: closed in any case, or it retries for ever once Redis stops. */
let redis;
try {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  const servers = {};
  servers.redis = startRedis();
  servers.mock = startChild('mock', process.execPath, ['mocks/dist/server.js'], {
    env: { MOCK_PORT: String(PORTS.mock), NODE_ENV: 'development' },
    logFile: path.join(TMP, 'mock.log'),
  });
  const level = process.env.BENCH_LOG_LEVEL ?? 'info';
  servers.bff = startServer('bff', PORTS.bff, level);
  servers.bffQuiet = startServer('bff-log-off', PORTS.bffQuiet, 'silent');
  servers.bffBulk = startServer('bff-bulk', PORTS.bffBulk, level);
  servers.bffList = startServer('bff-list', PORTS.bffList, level);
  servers.floor = startServer('floor', PORTS.floor, level, 'scripts/bench/floor.mjs');
  servers.floorBulk = startServer('floor-bulk', PORTS.floorBulk, level, 'scripts/bench/floor.mjs');
  await waitFor(`${MOCK}/public/getVer`, servers.mock);
  const legacy = await coreLogin(MOCK);
  const { answers, listBytes } = await staticAnswers(legacy);
  servers.staticCore = startStaticCore(
    path.join(TMP, 'static-core'),
    PORTS.staticCore,
    PORTS.mock,
    POOL,
    answers,
  );
  servers.nginx = startNginx(path.join(TMP, 'nginx'), PORTS.nginx, PORTS.staticCore, POOL, SERVER_CPU);
  await waitFor(`${CORE}/public/getVer`, servers.staticCore);
  await waitFor(`${url(PORTS.nginx)}/public/getVer`, servers.nginx);
  for (const key of ['bff', 'bffQuiet', 'bffBulk', 'bffList', 'floor', 'floorBulk'])
    await waitFor(`${url(PORTS[key])}/readyz`, servers[key]);
  redis = new Redis(`redis://127.0.0.1:${PORTS.redis}`);
  const runs = await targets(servers, legacy);
  const context = { seconds: SECONDS, slotMs: SLOT_MS, redis, staticCore: CORE };
  console.log(
    `bench: ${Object.keys(runs).length} runs × ${ROUNDS} rounds × ${SECONDS} s in slots of ${SLOT_MS} ms, ` +
      `${CONNECTIONS} connections, list ${listBytes.length} bytes`,
  );
  const sameBytes = new Set(['list floor', 'list reshaped', 'list streamed']);
  const clients = {};
  for (const [name, target] of Object.entries(runs)) {
    await preflight(name, target, sameBytes.has(name) ? listBytes : null);
    clients[name] = client(target, CONNECTIONS);
    const warm = tally();
    await slot(clients[name], WARMUP * 1000, warm);
    if (warm.errors) throw new Error(`${name}: ${warm.errors} errors in the warm-up`);
    if (target.server) await settled(target.server);
  }
  const rounds = [];
  const names = Object.keys(runs);
  for (let round = 1; round <= ROUNDS; round++) {
    const results = {};
    const random = seeded(round);
    const order = roundOrder(names, round);
    const groups = [...new Set(order.map((name) => name.split(' ')[0]))];
    for (const group of groups) {
      const members = order
        .filter((name) => name.split(' ')[0] === group)
        .map((name) => ({ name, target: runs[name], client: clients[name] }));
      Object.assign(results, await groupRound(members, { ...context, random }));
      for (const { name, target } of members) {
        if (target.server) await settled(target.server);
        const r = results[name];
        console.log(
          `round ${round} ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s p99 ${r.p99.toFixed(1)} ms errors ${r.errors}`,
        );
        failed ||= r.errors > 0;
      }
    }
    rounds.push(Object.fromEntries(names.map((name) => [name, results[name]])));
  }
  for (const c of Object.values(clients)) await c.pool.close();
  const m = medians(rounds);
  const docFile = path.join(ROOT, 'docs/bench.md');
  const guardRows = guards(m, rounds, POOL);
  const redisVersion = (await redis.info('server')).match(/redis_version:(\S+)/)?.[1] ?? '?';
  redis.disconnect();
  const machineLine = machine(nginxVersion(), redisVersion);
  const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const settings =
    `${ROUNDS} rounds; in each, the runs of a group take turns in slots of ${SLOT_MS} ms (a new order each turn) for ` +
    `${SECONDS} s each, after ${WARMUP} s of warm-up; ${CONNECTIONS} kept-alive connections a run, ` +
    `no pipelining; upstream the static core; reshaped list ${listBytes.length} bytes; ` +
    (SERVER_CPU === undefined
      ? 'no CPU placement'
      : `the measured servers on CPU ${SERVER_CPU}, the load generator, static core, mock and Redis on the others`) +
    `; ${IDLE.said}.`;
  console.log(
    `\n${date}, ${machineLine}\n${settings}\n\n${guardTable(guardRows)}\n\n${runTable(m, rounds, REFERENCES)}\n`,
  );
  for (const [name, value, guard, pass] of guardRows)
    if (pass !== null) console.log(`${pass ? 'PASS' : 'FAIL'} ${name}: ${value} (${guard})`);
  if (WRITE) {
    writeDoc(docFile, { date, machineLine, settings, guardRows, m, rounds, references: REFERENCES });
    console.log('written to docs/bench.md');
  } else console.log('docs/bench.md left as it is (BENCH_WRITE=0)');
  guardFailed = !guardsPass(guardRows);
} catch (err) {
  failed = true;
  console.error(
    `bench failed: ${err.stack ?? err}${err.cause ? `\ncause: ${err.cause.stack ?? err.cause}` : ''}`,
  );
} finally {
  redis?.disconnect();
  stopAll();
  IDLE.restore();
}
if (failed) {
  console.error('bench: an arm errored (see above and .tmp/bench/*.log)');
  process.exitCode = 1;
}
if (guardFailed) {
  console.error('bench: a guard failed (FAIL above; docs/bench.md "The guards" says what to look at)');
  process.exitCode = 1;
}
