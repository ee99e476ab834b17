// The bench's load: the runs of one group take turns in short slots (a few hundred ms each) over kept-alive
// connections, so that the runs set against each other meet the same machine. On this VM the speed of the measured
// CPU moves by 1.5-2× within seconds (the floor alone: 127-217 µs per GET from one 5 s run to the next), and runs
// measured one after the other, seconds apart, carried that into their ratio (docs/bench.md, "How each figure is
// measured").
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { staticCoreAccepts } from './nginx.mjs';
import { cpuNanos } from './processes.mjs';
import { median, shuffled } from './report.mjs';

/**
 * A run's client: `connections` kept-alive connections (no pipelining) to the target's origin, made once and kept for
 * the whole bench, so that no slot opens a connection.
 */
export function client({ url, cookie }, connections) {
  const target = new URL(url);
  return {
    pool: new Pool(target.origin, { connections, pipelining: 1 }),
    path: `${target.pathname}${target.search}`,
    headers: cookie ? { cookie } : {},
    connections,
  };
}

/** What a run gathered over its slots of one round. */
export function tally() {
  return { requests: 0, errors: 0, bytes: 0, activeMs: 0, latencies: [] };
}

/**
 * One slot of a run: `connections` loops each send a request and wait for its whole answer, until `ms` have passed;
 * then the answers in flight are awaited. The slot's time (from its first request to its last answer) goes into
 * `into.activeMs`, so a run's req/s is its requests over the time it was loaded.
 */
export async function slot(c, ms, into) {
  const start = performance.now();
  const end = start + ms;
  const loop = async () => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const res = await c.pool.request({ path: c.path, method: 'GET', headers: c.headers });
        for await (const chunk of res.body) into.bytes += chunk.length;
        if (res.statusCode < 200 || res.statusCode > 299) into.errors++;
      } catch {
        into.errors++;
      }
      into.latencies.push(performance.now() - sent);
      into.requests++;
    }
  };
  await Promise.all(Array.from({ length: c.connections }, loop));
  into.activeMs += performance.now() - start;
}

/** The p-th percentile (0-100) of a list of numbers (nearest rank). */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Sum of Redis `calls` over every command but INFO (which the bench itself sends). */
async function redisCalls(redis) {
  const info = await redis.info('commandstats');
  let calls = 0;
  for (const [, name, n] of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) if (name !== 'info') calls += +n;
  return calls;
}

/**
 * One round of a group of runs (`runs`: { name, target, client }, the target as `npm run bench` makes it: `server`,
 * the process measured, and `eld`, its event-loop probe, where it has them): `seconds` of each run, in slots of
 * `slotMs`, the runs in an order shuffled anew each cycle (`random`). Only one run is loaded at a time, and what its
 * process and the shared Redis and static core did is read just before and after each of its slots: CPU (exact, per
 * thread), Redis commands, connections the static core accepted (less the bench's own question), and the event-loop
 * delay. Returns run name → requests/s, latency p50/p99 (ms), errors, bytes per answer and the per-request costs.
 */
export async function groupRound(runs, { seconds, slotMs, random, redis, staticCore }) {
  const seen = new Map(runs.map((r) => [r.name, { ...tally(), cpuNs: 0, redis: 0, opened: 0, eld: [] }]));
  const cycles = Math.max(1, Math.round((seconds * 1000) / slotMs));
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (const { name, target, client: c } of shuffled(runs, random)) {
      const x = seen.get(name);
      const redisBefore = await redisCalls(redis);
      const openedBefore = await staticCoreAccepts(staticCore);
      if (target.eld) await target.eld(); // starts the event-loop histogram (stopped again after the slot)
      const cpuBefore = target.server ? cpuNanos(target.server.pid) : 0;
      await slot(c, slotMs, x);
      x.cpuNs += target.server ? cpuNanos(target.server.pid) - cpuBefore : NaN;
      if (target.eld) x.eld.push((await target.eld()).p99);
      x.redis += (await redisCalls(redis)) - redisBefore;
      x.opened += (await staticCoreAccepts(staticCore)) - openedBefore - 1;
    }
  }
  return Object.fromEntries(
    runs.map(({ name }) => {
      const x = seen.get(name);
      const requests = x.requests || 1;
      return [
        name,
        {
          rps: (x.requests * 1000) / x.activeMs,
          p50: percentile(x.latencies, 50),
          p99: percentile(x.latencies, 99),
          errors: x.errors,
          bytes: x.bytes / requests,
          cpuUs: x.cpuNs / 1000 / requests,
          redisPerReq: x.redis / requests,
          upstreamOpened: x.opened,
          eldP99: median(x.eld),
        },
      ];
    }),
  );
}
