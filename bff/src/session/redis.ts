import Redis from 'ioredis';
import type { Logger } from 'pino';
import type { RedisTarget } from '../config/redis-target';

/**
 * A Redis client that fails fast instead of queueing: with Redis gone, a command errors at once (no offline
 * queue) or after commandTimeout, and the client keeps reconnecting in the background so the BFF recovers alone.
 * `keyPrefix` goes before every key (ioredis does it for every command that names keys).
 *
 * Sentinel mode (issue 24 item 3): ioredis asks the Sentinels for the primary, and on a failover (their
 * +switch-master, `failoverDetector`, or a READONLY reply from a demoted primary) reconnects to the new one. Commands
 * in the gap fail like any outage: the error handler answers 503 SESSION_STORE_DOWN.
 */
export function createRedis(target: string | RedisTarget, keyPrefix = '', commandTimeoutMs = 1000): Redis {
  const common = {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    lazyConnect: false,
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
  const resolved: RedisTarget = typeof target === 'string' ? { kind: 'standalone', url: target } : target;
  if (resolved.kind === 'standalone') return new Redis(resolved.url, common);
  return new Redis({
    ...common,
    sentinels: resolved.sentinels,
    name: resolved.name,
    db: resolved.db,
    ...(resolved.password ? { password: resolved.password } : {}),
    ...(resolved.sentinelPassword ? { sentinelPassword: resolved.sentinelPassword } : {}),
    sentinelCommandTimeout: commandTimeoutMs,
    sentinelRetryStrategy: (times: number) => Math.min(times * 200, 2000),
    failoverDetector: true,
    // A primary demoted under an open connection answers writes READONLY: reconnect, which asks the Sentinels anew.
    reconnectOnError: (err: Error) => err.message.startsWith('READONLY'),
  });
}

/** Whether Redis answers a PING within the wait; a failed PING is logged (at warn) on `log`. */
export async function redisAnswers(
  redis: Redis,
  timeoutMs = 1500,
  log?: Pick<Logger, 'warn'>,
): Promise<boolean> {
  if (redis.status !== 'ready') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  try {
    return (await redis.ping()) === 'PONG';
  } catch (err) {
    log?.warn({ err, redisStatus: redis.status }, 'redis does not answer');
    return false;
  }
}
