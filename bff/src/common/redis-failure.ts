import type Redis from 'ioredis';
import { RedisError } from 'redis-errors';

/**
 * Whether a failure means the session store (Redis) is unusable: an error of the Redis family (ioredis's
 * MaxRetriesPerRequestError is an AbortError, replies such as READONLY or OOM are ReplyErrors), or any error
 * while the client is not connected (ioredis reports "stream not writeable" and "connection closed" as plain
 * Errors, so the connection state is what tells).
 */
export function isRedisUnavailable(err: unknown, redis: Redis | null): boolean {
  if (err instanceof RedisError) return true;
  return redis !== null && redis.status !== 'ready';
}
