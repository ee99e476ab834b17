// npm run soak -- failover (issue 24 item 3, docs/soak.md): a primary, a replica and three Sentinels (redis-server
// --sentinel, loopback ports), two BFFs that find the primary through the Sentinels, agents working; after the
// warm-up a few agents log in (sessions written in the last instant) and the primary is SIGKILLed. Figures: seconds
// until every agent is served again, the errors in that window by status, sessions lost (agents that had to log in
// again), drafts lost, evidence lost. Every wait is bounded; every process is stopped at the end.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Redis from 'ioredis';
import { startChild, stopAll, waitFor } from '../bench/processes.mjs';
import { SoakAgent } from './agent.mjs';
import { Balancer } from './balancer.mjs';
import { isoNow, kindsText, machineLine, table, writeSection } from './report.mjs';
import {
  BASE,
  CORE,
  PORTS,
  ROOT,
  TMP,
  evidenceQuery,
  freshRun,
  loginAll,
  num,
  pause,
  startBff,
  startCore,
  startRedis,
  timeBound,
} from './setup.mjs';
import { Stats } from './stats.mjs';

const AGENTS = num('SOAK_AGENTS', 60);
const LATE = num('SOAK_LATE_AGENTS', 5);
const WARMUP_SECONDS = num('SOAK_WARMUP_SECONDS', 20);
const AFTER_SECONDS = num('SOAK_AFTER_SECONDS', 40);
const THINK_MS = num('SOAK_THINK_MS', 1500);
/** The Sentinels' down-after-milliseconds: docs/operations.md's production value by default. */
const DOWN_AFTER_MS = num('SOAK_DOWN_AFTER_MS', 5000);
const NAME = 'portal';
const REDIS = { primary: BASE + 4, replica: BASE + 5, sentinels: [BASE + 6, BASE + 7, BASE + 8] };

/** One command on a loopback Redis or Sentinel, no retries. */
async function ask(port, run) {
  const client = new Redis(port, '127.0.0.1', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return await run(client);
  } finally {
    client.disconnect();
  }
}

async function until(what, check, seconds = 30) {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await pause(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The topology of bff/src/__tests__/support/sentinel.ts, on the soak's ports, three Sentinels with quorum 2. */
async function startTopology() {
  const servers = new Map();
  servers.set(REDIS.primary, startRedis({ port: REDIS.primary, name: 'redis-primary' }));
  servers.set(
    REDIS.replica,
    startRedis({
      port: REDIS.replica,
      name: 'redis-replica',
      extra: ['--replicaof', '127.0.0.1', String(REDIS.primary)],
    }),
  );
  await until('the replica in sync', () =>
    ask(REDIS.replica, async (c) => (await c.info('replication')).includes('master_link_status:up')),
  );
  for (const port of REDIS.sentinels) {
    const conf = path.join(TMP, 'redis', `sentinel-${port}.conf`);
    writeFileSync(
      conf,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${path.join(TMP, 'redis')}`,
        `sentinel monitor ${NAME} 127.0.0.1 ${REDIS.primary} 2`,
        `sentinel down-after-milliseconds ${NAME} ${DOWN_AFTER_MS}`,
        `sentinel failover-timeout ${NAME} 10000`,
        `sentinel parallel-syncs ${NAME} 1`,
        '',
      ].join('\n'),
    );
    startChild(`sentinel-${port}`, 'redis-server', [conf, '--sentinel'], {
      logFile: path.join(TMP, `sentinel-${port}.log`),
    });
  }
  await until('the Sentinels to know the replica and each other', async () => {
    const seen = await Promise.all(
      REDIS.sentinels.map((p) =>
        ask(p, async (c) => [
          (await c.call('SENTINEL', 'replicas', NAME)).length,
          (await c.call('SENTINEL', 'sentinels', NAME)).length,
        ]),
      ),
    );
    return seen.every(([replicas, others]) => replicas >= 1 && others >= 2);
  });
  const primaryNow = async () =>
    Number((await ask(REDIS.sentinels[0], (c) => c.call('SENTINEL', 'get-master-addr-by-name', NAME)))[1]);
  return { servers, primaryNow };
}

const seconds = (ms) => (ms / 1000).toFixed(1);

export async function run() {
  let clean = false;
  const bound = timeBound('failover', WARMUP_SECONDS + AFTER_SECONDS + 300);
  try {
    if (AGENTS + LATE > 200) throw new Error('SOAK_AGENTS + SOAK_LATE_AGENTS: at most 200 (the soak users)');
    await freshRun();
    const topology = await startTopology();
    await startCore();
    const redisEnv = {
      REDIS_SENTINELS: REDIS.sentinels.map((p) => `127.0.0.1:${p}`).join(','),
      REDIS_SENTINEL_NAME: NAME,
      REDIS_URL: '',
    };
    const bffs = [startBff('bff-1', PORTS.bff1, { redisEnv }), startBff('bff-2', PORTS.bff2, { redisEnv })];
    for (const b of bffs) await waitFor(`${b.url}/readyz`, b);

    const stats = new Stats();
    const balancer = new Balancer(
      bffs.map((b) => b.url),
      { probeMs: 0 },
    );
    const world = { bffs: balancer.urls, core: CORE, stats, thinkMs: THINK_MS, balancer, relogin: true };
    const agents = Array.from({ length: AGENTS }, (_, i) => new SoakAgent(i, world));
    const late = Array.from({ length: LATE }, (_, i) => new SoakAgent(AGENTS + i, world));
    console.log(
      `soak failover: ${AGENTS} agents (+${LATE} logging in just before the kill), down-after ${DOWN_AFTER_MS} ms`,
    );
    await loginAll(agents);
    stats.startClock();
    let stop = false;
    const work = Promise.all(agents.map((a) => a.run(() => stop)));
    await pause(WARMUP_SECONDS * 1000);
    const warmErrors = stats.errorCount;
    // Sessions written in the last instant: the late agents log in (one at a time), the kill follows the last.
    await loginAll(late);
    const lateWork = Promise.all(late.map((a) => a.run(() => stop)));
    const primary = await topology.primaryNow();
    const victim = topology.servers.get(primary);
    const killAt = Date.now();
    victim.kill('SIGKILL');
    console.log(`soak failover: primary ${primary} SIGKILLed`);
    let promotedAt = 0;
    let promoted = primary;
    while (!promotedAt && Date.now() - killAt < AFTER_SECONDS * 1000) {
      promoted = await topology.primaryNow().catch(() => primary);
      if (promoted !== primary) promotedAt = Date.now();
      else await pause(100);
    }
    const left = AFTER_SECONDS * 1000 - (Date.now() - killAt);
    if (left > 0) await pause(left);
    stop = true;
    await Promise.all([work, lateWork]);
    const endAt = Date.now();

    const all = [...agents, ...late];
    const hit = all.filter((a) => a.lastFailAt >= killAt);
    const unserved = hit.filter((a) => !a.okAfterFail);
    const servedAgainMs = Math.max(0, ...hit.map((a) => (a.okAfterFail || endAt) - killAt));
    const windowKinds = stats.errorsBetween(killAt, killAt + servedAgainMs + 1);
    const allKinds = stats.errorsBetween(0, Infinity);
    const outside = stats.errorCount - [...windowKinds.values()].reduce((a, b) => a + b, 0);
    const only503 = [...windowKinds.keys()].every((k) => k.startsWith('503 ') && !k.endsWith('no-envelope'));
    const relogged = all.filter((a) => a.relogins > 0);
    const lateRelogged = late.filter((a) => a.relogins > 0);

    const intact = await Promise.all(all.map((a) => a.draftIntact()));
    const lost = all.filter((_, i) => !intact[i]).map((a) => `${a.userCode} ${a.transCode}`);
    const evidence = await Promise.all(all.map((a) => a.evidenceIntact()));
    const unproven = all.filter((_, i) => !evidence[i].ok).map((a) => `${a.userCode} ${a.transCode}`);
    const signedByAgents = all.reduce((n, a) => n + a.signed, 0);
    const signedInCore = evidence.reduce((n, e) => n + e.signed, 0);
    const [rows] = await evidenceQuery(
      "SELECT count(*) FILTER (WHERE kind = 'signature') AS signature, " +
        "count(*) FILTER (WHERE kind = 'confirmed') AS confirmed FROM evidence_events",
    );
    const redisVersion = await ask(
      promoted,
      async (c) => (await c.info('server')).match(/redis_version:(\S+)/)?.[1],
    ).catch(() => '?');
    clean =
      !stats.saw500 &&
      only503 &&
      unserved.length === 0 &&
      lost.length === 0 &&
      unproven.length === 0 &&
      Number(rows.confirmed) === signedInCore;

    const killSecond = Math.floor((killAt - stats.t0) / 1000);
    const text = [
      `## Failover drill (issue 24 item 3): last run`,
      ``,
      `${isoNow()}, ${machineLine(redisVersion)}. \`npm run soak -- failover\`.`,
      `${AGENTS} agents (think ${THINK_MS} ms ±50 %) on two BFF instances (REDIS_SENTINELS, no REDIS_URL; each call ` +
        `to one instance, a refused or reset connection retried once on the other), a primary, a replica and three ` +
        `Sentinels (\`redis-server --sentinel\`, quorum 2, down-after-milliseconds ${DOWN_AFTER_MS}) on loopback ` +
        `ports; ${WARMUP_SECONDS} s of work, then ${LATE} more agents logged in (sessions written in the last ` +
        `instant) and the primary was SIGKILLed; ${AFTER_SECONDS} s of work after the kill.`,
      ``,
      `- **served again: ${seconds(servedAgainMs)} s** after the kill (every agent's first call answered as ` +
        `expected after its last failure; ${hit.length} of ${all.length} agents met a failure` +
        `${unserved.length ? `, ${unserved.length} NOT served again by the end` : ''}); the Sentinels named the ` +
        `new primary ${promotedAt ? `${seconds(promotedAt - killAt)} s` : 'NOT'} after the kill`,
      `- **errors in that window: ${kindsText(windowKinds)}**; a 500: ${stats.saw500 ? '**yes**' : 'none'}; ` +
        `only 503s with the envelope: ${only503 ? 'yes' : '**no**'}` +
        ` (errors outside the window: ${outside}, of them in the warm-up: ${warmErrors}; all: ${kindsText(allKinds)})`,
      `- **sessions lost: ${relogged.length}** agents had to log in again (${lateRelogged.length} of the ` +
        `${LATE} who logged in just before the kill)`,
      `- **drafts lost: ${lost.length}** of ${all.length} (each agent's last autosave answered 200, read back ` +
        `from the core)${lost.length ? `: ${lost.slice(0, 10).join(', ')}` : ''}`,
      `- **evidence lost: ${Math.max(0, signedInCore - Number(rows.confirmed))}**: ${signedByAgents} ` +
        `signatures answered 200 to the agents, ${signedInCore} signed blocks in the core, ` +
        `${rows.confirmed} confirmed signature events in PostgreSQL (${rows.signature} recorded before the ` +
        `core's answer); cases whose chain or confirmations do not verify: ${unproven.length}`,
      `- retried on the other instance: ${kindsText(stats.retries)}`,
      ``,
      `Answers per second around the kill (second ${killSecond} holds it):`,
      ``,
      table(
        ['second', 'answered as expected', 'errors'],
        stats
          .timeline(killSecond - 2, killSecond + Math.ceil(servedAgainMs / 1000) + 2)
          .map(([s, ok, e]) => [s - killSecond, ok, e || '-']),
      ),
    ].join('\n');
    console.log(`\n${text}\n`);
    writeSection(path.join(ROOT, 'docs/soak.md'), 'failover', text);
    console.log('written to docs/soak.md');
  } catch (err) {
    console.error(`soak failover failed: ${err.stack ?? err}`);
  } finally {
    clearTimeout(bound);
    stopAll();
  }
  if (!clean) console.error('soak failover: NOT clean (see above and .tmp/soak/*.log)');
  return clean;
}
