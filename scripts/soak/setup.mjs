// What every soak mode starts (docs/soak.md): the mock core, a private Redis, the BFFs (the built dist, evidence in
// a schema of their own in agent_portal_test), all on loopback ports from SOAK_PORT_BASE; and the agents' phases.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startChild, stopAll, waitFor } from '../bench/processes.mjs';

export const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
export const TMP = path.join(ROOT, '.tmp', 'soak');
export const num = (name, fallback) => Number(process.env[name] ?? fallback);
export const BASE = num('SOAK_PORT_BASE', 18700);
/** core, BFF 1, BFF 2, Redis; the failover drill's primary, replica and Sentinels follow (BASE + 4 …). */
export const PORTS = { core: BASE, bff1: BASE + 1, bff2: BASE + 2, redis: BASE + 3 };
export const url = (port) => `http://127.0.0.1:${port}`;
export const CORE = url(PORTS.core);
export const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** A drill's hard stop: past `seconds` it stops every child and exits 1 (clear the timer when done). */
export const timeBound = (mode, seconds) =>
  setTimeout(() => {
    console.error(`soak ${mode}: over its time bound, stopping`);
    stopAll();
    process.exit(1);
  }, seconds * 1000);
/** The BFFs' evidence: a schema of its own in agent_portal_test, new for each run, migrated by the BFFs. */
export const ADMIN = process.env.POSTGRES_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432';
export const SCHEMA = 'soak';
export const database = (user) => {
  const u = new URL(`${ADMIN}/agent_portal_test`);
  u.username = user;
  u.searchParams.set('options', `-c search_path=${SCHEMA}`);
  return u.toString();
};

/** A fresh .tmp/soak and a fresh evidence schema. */
export async function freshRun() {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(path.join(TMP, 'redis'), { recursive: true });
  const admin = new pg.Client({ connectionString: `${ADMIN}/agent_portal_test` });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA}`);
  await admin.end();
}

/** One query on the soak's evidence schema (as the owner). */
export async function evidenceQuery(sql) {
  const client = new pg.Client({ connectionString: database(new URL(ADMIN).username || 'postgres') });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** The private, unpersisted Redis (not the machine's: its own port and directory). */
export function startRedis({ port = PORTS.redis, name = 'redis', extra = [] } = {}) {
  const dir = path.join(TMP, 'redis');
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  return startChild(name, 'redis-server', [...args, '--dir', dir, '--dbfilename', `${port}.rdb`, ...extra], {
    logFile: path.join(TMP, `${name}.log`),
  });
}

/** The mock core; `nice` lowers its priority (the capacity mode: its PDF work must not delay Redis beside it). */
export async function startCore({ nice } = {}) {
  const core = startChild('mock', process.execPath, ['mocks/dist/server.js'], {
    env: { MOCK_PORT: String(PORTS.core), NODE_ENV: 'development' },
    logFile: path.join(TMP, 'mock.log'),
    nice,
  });
  await waitFor(`${CORE}/public/getVer`, core);
  return core;
}

/**
 * A BFF (the built dist) with the heap preload; `redisEnv` says where its Redis is (REDIS_URL by default, or
 * REDIS_SENTINELS/REDIS_SENTINEL_NAME), `env` adds settings (SHUTDOWN_DRAIN_MS), `cpu` pins it. `log` names the
 * log file (a restarted instance gets a new one).
 */
export function startBff(name, port, { redisEnv, env = {}, cpu, log = name } = {}) {
  const waiting = [];
  // SOAK_BFF_NODE_ARGS: node options for the BFFs alone, to look inside a run (e.g. --cpu-prof, --trace-gc).
  const extra = (process.env.SOAK_BFF_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [
    '--expose-gc',
    ...extra,
    '-r',
    path.join(ROOT, 'scripts/soak/heap-preload.cjs'),
    'bff/dist/index.js',
  ];
  const child = startChild(name, process.execPath, args, {
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      CORE_URL: CORE,
      ...(redisEnv ?? { REDIS_URL: `redis://127.0.0.1:${PORTS.redis}/0` }),
      LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'warn',
      DATABASE_URL: database('agent_portal_bff'),
      DATABASE_OWNER_URL: database(new URL(ADMIN).username || 'postgres'),
      LOGIN_ATTEMPTS_PER_WINDOW: '1000000',
      ACCESS_LOG_PER_WINDOW: '1000000',
      ...env,
    },
    logFile: path.join(TMP, `${log}.log`),
    cpu,
    onLine: (line) => line.startsWith('soak-heap ') && waiting.shift()?.(JSON.parse(line.slice(10))),
  });
  child.heap = () =>
    new Promise((resolve) => {
      waiting.push(resolve);
      child.kill('SIGUSR2');
    });
  child.url = url(port);
  child.port = port;
  child.gone = new Promise((resolve) => child.once('exit', () => resolve()));
  return child;
}

/**
 * Runs every agent until `seconds` have passed (all its steps, or only `action`); resolves when the last one has
 * finished its step.
 */
export async function phase(agents, seconds, action) {
  const end = Date.now() + seconds * 1000;
  await Promise.all(agents.map((a) => a.run(() => Date.now() >= end, action)));
}

/** Logs the agents in one at a time (the mock hands out one "last captcha"), then opens their wizards. */
export async function loginAll(agents) {
  for (const a of agents) await a.login();
  await Promise.all(agents.map((a) => a.openWizard()));
}

/** The installed redis-server's version, for the machine line. */
export const redisVersion = () =>
  /v=(\S+)/.exec(execFileSync('redis-server', ['--version'], { encoding: 'utf8' }))?.[1] ?? '?';
