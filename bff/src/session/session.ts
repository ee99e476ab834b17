import session, { MemoryStore, type Store } from 'express-session';
import { RedisStore } from 'connect-redis';
import type Redis from 'ioredis';
import { SESSION_TIMEOUT_SECONDS } from '@agent-portal/contracts/constants';
import type { Env } from '../config/env';
import './session-data';

export const DEFAULT_SESSION_TTL_SECONDS = SESSION_TIMEOUT_SECONDS;
export const SESSION_PREFIX = 'ap:sess:';

export function createSessionStore(redis: Redis | null): Store {
  if (!redis) return new MemoryStore();
  return new RedisStore({
    client: redis,
    prefix: SESSION_PREFIX,
    // The session lives as long as the legacy timer says (timerrange timeout), learnt at login.
    ttl: (sess) => (sess as { ttlSeconds?: number }).ttlSeconds ?? DEFAULT_SESSION_TTL_SECONDS,
  });
}

/** The session cookie: HttpOnly, SameSite=Strict, Path=/, no Domain; Secure (with a __Host- name) in production. */
export function sessionCookieOptions(env: Env) {
  return { httpOnly: true, sameSite: 'strict', path: '/', secure: env.isProduction } as const;
}

export function createSessionMiddleware(env: Env, store: Store) {
  return session({
    name: env.sessionCookieName,
    secret: env.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    unset: 'destroy',
    cookie: sessionCookieOptions(env),
  });
}
