// One measured run of one target: autocannon (no pipelining) plus what the processes behind it did meanwhile.
import autocannon from 'autocannon';
import { staticCoreAccepts } from './nginx.mjs';
import { cpuMicros } from './processes.mjs';

/** Sum of Redis `calls` over every command but INFO (which the bench itself sends). */
async function redisCalls(redis) {
  const info = await redis.info('commandstats');
  let calls = 0;
  for (const [, name, n] of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) if (name !== 'info') calls += +n;
  return calls;
}

/**
 * target: { url, cookie, server?: child process whose CPU and event-loop delay are read, eld?: () => Promise }
 * Returns requests/s, latency p50/p99 (ms), errors, bytes per answer and the per-request costs.
 */
export async function measure(target, { seconds, connections, redis, staticCore }) {
  const before = {
    cpu: target.server ? cpuMicros(target.server.pid) : 0,
    redis: await redisCalls(redis),
    opened: await staticCoreAccepts(staticCore),
  };
  if (target.eld) await target.eld(); // starts the event-loop histogram (stopped again after the run)
  const r = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    pipelining: 1,
    headers: target.cookie ? { cookie: target.cookie } : {},
  });
  const requests = r.requests.total || 1;
  const cpu = target.server ? cpuMicros(target.server.pid) - before.cpu : NaN;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    bytes: r.throughput.total / requests,
    cpuUs: cpu / requests,
    redisPerReq: ((await redisCalls(redis)) - before.redis) / requests,
    upstreamOpened: (await staticCoreAccepts(staticCore)) - before.opened - 1, // less the bench's own question
    eldP99: target.eld ? (await target.eld()).p99 : NaN,
  };
}

export async function warmUp(target, connections, seconds) {
  await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    headers: target.cookie ? { cookie: target.cookie } : {},
  });
}
