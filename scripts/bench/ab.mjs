// A/B of two BFF builds on the same mock and Redis: rounds in which A and B take turns in short slots (as
// `npm run bench` runs a group: bench/alternate.mjs), CPU µs per request and req/s of each, medians.
// Usage: node scripts/bench/ab.mjs <distA> <distB> [path]   (dists are bff/dist copies; default path: work-time)
// AB_SECONDS (5, each arm's time a round), AB_SLOT_MS (250), AB_ROUNDS (6), AB_CONNECTIONS (10), AB_LOG_LEVEL (info; AB_LOG_LEVEL_B for B alone), AB_PROF=A|B|AB
// (--cpu-prof into .tmp/ab), AB_NODE_ARGS_A / _B (node flags), AB_LIST_ROWS (the mock's commission rows a month, for
// the list path). B may be a single server file (a hand-written handler to compare with): AB_COOKIE_OF_A gives it A's
// session cookie (same Redis, same secret). AB_STATIC_CORE=1: work-time's core answer served by nginx as
// `npm run bench` serves it (the static core, everything else passed to the mock): on the mock alone, whose Node
// shares a CPU with the load generator, both arms are held back by it and their ratio leans towards 1.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bffLogin, capture, coreLogin } from './logins.mjs';
import { client, percentile, slot, tally } from './alternate.mjs';
import { startStaticCore } from './nginx.mjs';
import { pollIdleCpus } from './idle-poll.mjs';
import { cpuNanos, placeProcesses, startChild, stopAll, waitFor } from './processes.mjs';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const TMP = path.join(ROOT, '.tmp', 'ab');
const num = (name, fallback) => Number(process.env[name] ?? fallback);
const SECONDS = num('AB_SECONDS', 5);
const SLOT_MS = num('AB_SLOT_MS', 250);
const ROUNDS = num('AB_ROUNDS', 6);
const CONNECTIONS = num('AB_CONNECTIONS', 10);
const BASE = num('AB_PORT_BASE', 18600);
const [distA, distB, apiPath = '/api/common/work-time'] = process.argv.slice(2);
const MOCK = `http://127.0.0.1:${BASE}`;
const STATIC = process.env.AB_STATIC_CORE === '1';
/** The arms' core: the mock, or the static core in front of it (BASE + 5). */
const CORE = STATIC ? `http://127.0.0.1:${BASE + 5}` : MOCK;
/** A and B share one CPU, the mock, Redis and the load generator the others (processes.mjs; BENCH_PIN=0: no placement). */
const SERVER_CPU = placeProcesses();
const IDLE = pollIdleCpus();
console.log(IDLE.said);
const WORK_TIME = '/adm/com/inWorkTimInterval';
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

rmSync(TMP, { recursive: true, force: true });
mkdirSync(TMP, { recursive: true });
try {
  startChild('redis', 'redis-server', ['--port', String(BASE + 4), '--save', '', '--appendonly', 'no'], {
    logFile: path.join(TMP, 'redis.log'),
  });
  const core = startChild('mock', process.execPath, ['mocks/dist/server.js'], {
    env: { MOCK_PORT: String(BASE), NODE_ENV: 'development' },
    logFile: path.join(TMP, 'mock.log'),
  });
  await waitFor(`${MOCK}/public/getVer`, core);
  if (STATIC) {
    const answer = await capture(MOCK, WORK_TIME, await coreLogin(MOCK));
    const dir = path.join(TMP, 'static-core');
    const answers = [{ name: 'work-time', path: WORK_TIME, ...answer }];
    await waitFor(`${CORE}/public/getVer`, startStaticCore(dir, BASE + 5, BASE, 64, answers));
  }
  const arms = [
    ['A', distA, BASE + 1],
    ['B', distB, BASE + 2],
  ].map(([name, dist, port]) => {
    const prof = (process.env.AB_PROF ?? '').includes(name)
      ? ['--cpu-prof', `--cpu-prof-dir=${TMP}/prof-${name}`]
      : [];
    const child = startChild(
      name,
      process.execPath,
      [
        ...(process.env[`AB_NODE_ARGS_${name}`] ?? '').split(' ').filter(Boolean),
        ...prof,
        /\.m?js$/.test(dist) ? dist : path.join(dist, 'index.js'),
      ],
      {
        env: {
          NODE_ENV: 'development',
          PORT: String(port),
          CORE_URL: CORE,
          REDIS_URL: `redis://127.0.0.1:${BASE + 4}/0`,
          LOG_LEVEL: (name === 'B' && process.env.AB_LOG_LEVEL_B) || process.env.AB_LOG_LEVEL || 'info',
          LOGIN_ATTEMPTS_PER_WINDOW: '1000',
        },
        logFile: path.join(TMP, `${name}.log`),
        cpu: SERVER_CPU,
      },
    );
    return { name, child, url: `http://127.0.0.1:${port}`, rps: [], cpu: [], p99: [] };
  });
  for (const arm of arms) await waitFor(`${arm.url}/readyz`, arm.child);
  for (const arm of arms)
    arm.cookie =
      process.env.AB_COOKIE_OF_A && arm.name === 'B' ? arms[0].cookie : await bffLogin(arm.url, CORE);
  if (process.env.AB_LIST_ROWS)
    await fetch(`${CORE}/__mock/commission-rows`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ perMonth: Number(process.env.AB_LIST_ROWS) }),
    });
  for (const arm of arms) {
    arm.client = client({ url: arm.url + apiPath, cookie: arm.cookie }, CONNECTIONS);
    await slot(arm.client, num('AB_WARMUP_SECONDS', 10) * 1000, tally());
  }
  const ratios = [];
  for (let round = 0; round < ROUNDS; round++) {
    const seen = new Map(arms.map((arm) => [arm, { ...tally(), cpuNs: 0 }]));
    for (let turn = 0; turn < Math.max(1, Math.round((SECONDS * 1000) / SLOT_MS)); turn++)
      for (const arm of (turn + round) % 2 ? [...arms].reverse() : arms) {
        const x = seen.get(arm);
        const before = cpuNanos(arm.child.pid);
        await slot(arm.client, SLOT_MS, x);
        x.cpuNs += cpuNanos(arm.child.pid) - before;
      }
    for (const arm of arms) {
      const x = seen.get(arm);
      if (x.errors) throw new Error(`${arm.name}: ${x.errors} answers outside 2xx or failed`);
      const rps = (x.requests * 1000) / x.activeMs;
      const cpu = x.cpuNs / 1000 / x.requests;
      arm.rps.push(rps);
      arm.cpu.push(cpu);
      arm.p99.push(percentile(x.latencies, 99));
      console.log(`round ${round + 1} ${arm.name} ${rps.toFixed(0)} req/s ${cpu.toFixed(0)} µs/req`);
    }
    ratios.push(arms[0].rps.at(-1) / arms[1].rps.at(-1));
    console.log(`round ${round + 1} A ÷ B ${ratios.at(-1).toFixed(3)}`);
  }
  console.log(`A ÷ B req/s: median of the rounds' ratios ${median(ratios).toFixed(3)}`);
  for (const arm of arms)
    console.log(
      `${arm.name}: median ${median(arm.rps).toFixed(0)} req/s, ${median(arm.cpu).toFixed(0)} µs CPU/req, p99 ${median(arm.p99).toFixed(1)} ms`,
    );
  for (const arm of arms) await arm.client.pool.close();
} finally {
  stopAll();
  IDLE.restore();
}
