import Redis from 'ioredis';
import type { Logger } from 'pino';

/**
 * A Redis client that fails fast instead of queueing: with Redis gone, a command errors at once (no offline
 * queue) or after commandTimeout, and the client keeps reconnecting in the background so the BFF recovers alone.
 * `keyPrefix` goes before every key (ioredis does it for every command that names keys).
 */
export function createRedis(url: string, keyPrefix = '', commandTimeoutMs = 1000): Redis {
  return new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2000,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
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
