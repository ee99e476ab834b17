import type Redis from 'ioredis';
import { RedisError } from 'redis-errors';

/**
 * Whether a failure means the session store (Redis) is unusable: an error of the Redis family (ioredis's
 * MaxRetriesPerRequestError is an AbortError, replies such as READONLY or OOM are ReplyErrors), or any error
 * while the client is not connected (ioredis reports "stream not writeable" and "connection closed" as plain
 * Errors, so the connection state is what tells). Also ioredis's `commandTimeout` (1 s here): a connected but
 * overloaded Redis (or a starved process) fails the command with a plain Error of exactly this message, which has
 * no class of its own; the soak (issue 14) met it as 500s on a saturated machine.
 */
const COMMAND_TIMED_OUT = 'Command timed out';

export function isRedisUnavailable(err: unknown, redis: Redis | null): boolean {
  if (err instanceof RedisError) return true;
  if (redis !== null && err instanceof Error && err.message === COMMAND_TIMED_OUT) return true;
  return redis !== null && redis.status !== 'ready';
}
