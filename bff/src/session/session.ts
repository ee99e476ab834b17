import type Redis from 'ioredis';
import type { Env } from '../config/env';
import type { SessionCookieOptions } from './session-cookie';
import { memorySessionStore, redisSessionStore, type SessionStore } from './session-store';

export { DEFAULT_SESSION_TTL_SECONDS } from './lean-session';
export { SESSION_PREFIX } from './session-store';

/** Redis when there is one; else (never in production, see index.ts) sessions in this process. */
export function createSessionStore(redis: Redis | null): SessionStore {
  return redis ? redisSessionStore(redis) : memorySessionStore();
}

/**
 * The session cookie: `ap.sid` (`__Host-ap.sid` in production), HttpOnly, SameSite=Strict, Path=/, no Domain;
 * Secure in production whatever the request's scheme looked like (the BFF speaks plain HTTP behind TLS).
 */
export function sessionCookieOptions(env: Env): SessionCookieOptions {
  return { name: env.sessionCookieName, secret: env.sessionSecret, secure: env.isProduction };
}
