import type Redis from 'ioredis';
import { isRedisUnavailable } from '../common/redis-failure';

export const SESSION_PREFIX = 'ap:sess:';

/** A stored session: its serialised data and the seconds it has left (-1: no expiry). */
export interface StoredSession {
  raw: string;
  ttl: number;
}

/** Where sessions live: serialised data under an id, each with its own idle timeout. */
export interface SessionStore {
  /** Reads the session and restarts its idle timeout, in one step (Redis: one GETEX). */
  readAndSlide(id: string, ttlSeconds: number): Promise<string | null>;
  /** Reads the session and the time it has left without sliding it (GET /api/auth/session). */
  peek(id: string): Promise<StoredSession | null>;
  write(id: string, raw: string, ttlSeconds: number): Promise<void>;
  expire(id: string, ttlSeconds: number): Promise<void>;
  remove(id: string): Promise<void>;
  /** Whether a failure means the store is gone (answered 503 SESSION_STORE_DOWN). */
  isUnavailable(err: unknown): boolean;
}

/** Sessions in Redis under `ap:sess:<id>`, with the TTL as Redis's own key expiry. */
export function redisSessionStore(redis: Redis): SessionStore {
  const key = (id: string) => SESSION_PREFIX + id;
  return {
    readAndSlide: (id, ttl) => redis.getex(key(id), 'EX', ttl),
    async peek(id) {
      const [[, raw], [, ttl]] = (await redis.multi().get(key(id)).ttl(key(id)).exec()) as [
        [Error | null, string | null],
        [Error | null, number],
      ];
      return raw === null ? null : { raw, ttl };
    },
    async write(id, raw, ttl) {
      await redis.set(key(id), raw, 'EX', ttl);
    },
    async expire(id, ttl) {
      await redis.expire(key(id), ttl);
    },
    async remove(id) {
      await redis.unlink(key(id));
    },
    isUnavailable: (err) => isRedisUnavailable(err, redis),
  };
}

/**
 * Sessions in this process (no Redis and not production, with index.ts's loud warning): gone at restart, not
 * shared between instances. Expired entries are dropped when met and by a sweep every minute.
 */
export function memorySessionStore(now: () => number = Date.now): SessionStore {
  const entries = new Map<string, { raw: string; expiresAt: number }>();
  const live = (id: string) => {
    const entry = entries.get(id);
    if (entry && entry.expiresAt <= now()) entries.delete(id);
    return entries.get(id);
  };
  setInterval(() => {
    for (const id of entries.keys()) live(id);
  }, 60_000).unref();
  return {
    async readAndSlide(id, ttl) {
      const entry = live(id);
      if (!entry) return null;
      entry.expiresAt = now() + ttl * 1000;
      return entry.raw;
    },
    async peek(id) {
      const entry = live(id);
      return entry ? { raw: entry.raw, ttl: Math.ceil((entry.expiresAt - now()) / 1000) } : null;
    },
    async write(id, raw, ttl) {
      entries.set(id, { raw, expiresAt: now() + ttl * 1000 });
    },
    async expire(id, ttl) {
      const entry = live(id);
      if (entry) entry.expiresAt = now() + ttl * 1000;
    },
    async remove(id) {
      entries.delete(id);
    },
    isUnavailable: () => false,
  };
}
