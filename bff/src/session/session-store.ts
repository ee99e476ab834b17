import session from 'express-session';
import type Redis from 'ioredis';
import { SESSION_TIMEOUT_SECONDS } from '@agent-portal/contracts/constants';
import { isRedisUnavailable } from '../common/redis-failure';
import type { PortalSession } from './session-data';
import { hasTtlMark, ttlOfSessionId } from './session-id';

export const SESSION_PREFIX = 'ap:sess:';
export const DEFAULT_SESSION_TTL_SECONDS = SESSION_TIMEOUT_SECONDS;

declare module 'express-session' {
  // What a browser session holds (session-data.ts), typed on express-session's own session.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface SessionData extends PortalSession {}
}

/** A session as the store keeps it: express-session's data (its `cookie` field included). */
type Stored = session.SessionData;
type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * The idle timeout of a session id (session-id.ts: the id carries its session's TTL); ids without the mark (made
 * by an earlier express-session) slide with the default; undefined for a broken mark (not a session of ours).
 */
export function ttlOfId(id: string): number | undefined {
  return hasTtlMark(id) ? ttlOfSessionId(id) : DEFAULT_SESSION_TTL_SECONDS;
}

export interface StorePolicy {
  /** The absolute lifetime from the last login step (SESSION_ABSOLUTE_SECONDS): an older session is gone. */
  absoluteSeconds: number;
  now?: () => number;
}

/**
 * The BFF's sessions on express-session's `Store` interface: `get` reads and slides in one step (Redis: one
 * `GETEX key EX <ttl>`, the TTL the id carries), so a request that changes nothing costs one command; no `touch`
 * (express-session would add a second). A session past its absolute lifetime reads as none and is removed.
 */
export abstract class PortalStore extends session.Store {
  constructor(protected readonly policy: StorePolicy) {
    super();
  }

  /** Reads and slides (`ttl` seconds); null for no session. */
  protected abstract readAndSlide(id: string, ttl: number): Promise<string | null>;
  /** Writes with an expiry of `ttl` seconds. */
  protected abstract write(id: string, raw: string, ttl: number): Promise<void>;
  protected abstract remove(id: string): Promise<void>;
  /** The session and the seconds it has left, without sliding it (the remaining-time peek); null for none. */
  abstract peek(id: string): Promise<{ data: PortalSession; ttl: number } | null>;
  /** Whether a failure means the store is gone (answered 503 SESSION_STORE_DOWN). */
  abstract isUnavailable(err: unknown): boolean;

  /** Whether the absolute lifetime (from the last login step) is over, idle or not. */
  outlived(data: PortalSession): boolean {
    const now = (this.policy.now ?? Date.now)();
    return data.loginAt !== undefined && now - data.loginAt >= this.policy.absoluteSeconds * 1000;
  }

  override get(id: string, callback: Callback<Stored | null>): void {
    const ttl = ttlOfId(id);
    if (ttl === undefined) return callback(null, null);
    this.readAndSlide(id, ttl).then(async (raw) => {
      if (raw === null) return callback(null, null);
      const data = JSON.parse(raw) as Stored;
      if (this.outlived(data)) {
        await this.remove(id);
        return callback(null, null);
      }
      // Sessions written before express-session came back have no cookie field; it is express-session's own.
      data.cookie ??= {} as Stored['cookie'];
      callback(null, data);
    }, callback);
  }

  override set(id: string, data: Stored, callback?: Callback): void {
    this.write(id, JSON.stringify(data), ttlOfId(id) ?? DEFAULT_SESSION_TTL_SECONDS).then(
      () => callback?.(),
      (err: unknown) => callback?.(err),
    );
  }

  override destroy(id: string, callback?: Callback): void {
    this.remove(id).then(
      () => callback?.(),
      (err: unknown) => callback?.(err),
    );
  }
}

/** Sessions in Redis under `ap:sess:<id>`, with the idle timeout as Redis's own key expiry. */
export class RedisSessionStore extends PortalStore {
  constructor(
    private readonly redis: Redis,
    policy: StorePolicy,
  ) {
    super(policy);
  }
  private key = (id: string) => SESSION_PREFIX + id;
  protected readAndSlide(id: string, ttl: number) {
    return this.redis.getex(this.key(id), 'EX', ttl);
  }
  protected async write(id: string, raw: string, ttl: number) {
    await this.redis.set(this.key(id), raw, 'EX', ttl);
  }
  protected async remove(id: string) {
    await this.redis.unlink(this.key(id));
  }
  async peek(id: string) {
    const [[, raw], [, ttl]] = (await this.redis.multi().get(this.key(id)).ttl(this.key(id)).exec()) as [
      [Error | null, string | null],
      [Error | null, number],
    ];
    return raw === null ? null : { data: JSON.parse(raw) as PortalSession, ttl };
  }
  isUnavailable(err: unknown) {
    return isRedisUnavailable(err, this.redis);
  }
}

/**
 * Sessions in this process (no Redis and not production, with index.ts's loud warning): gone at restart, not
 * shared between instances. Expired entries are dropped when met and by a sweep every minute. (Not
 * express-session's MemoryStore: that one keeps no per-session TTL and is not meant for any real use either.)
 */
export class MemorySessionStore extends PortalStore {
  private readonly entries = new Map<string, { raw: string; expiresAt: number }>();
  constructor(policy: StorePolicy) {
    super(policy);
    setInterval(() => {
      for (const id of this.entries.keys()) this.live(id);
    }, 60_000).unref();
  }
  private now() {
    return (this.policy.now ?? Date.now)();
  }
  private live(id: string) {
    const entry = this.entries.get(id);
    if (entry && entry.expiresAt <= this.now()) this.entries.delete(id);
    return this.entries.get(id);
  }
  protected async readAndSlide(id: string, ttl: number) {
    const entry = this.live(id);
    if (!entry) return null;
    entry.expiresAt = this.now() + ttl * 1000;
    return entry.raw;
  }
  protected async write(id: string, raw: string, ttl: number) {
    this.entries.set(id, { raw, expiresAt: this.now() + ttl * 1000 });
  }
  protected async remove(id: string) {
    this.entries.delete(id);
  }
  async peek(id: string) {
    const entry = this.live(id);
    return entry
      ? {
          data: JSON.parse(entry.raw) as PortalSession,
          ttl: Math.ceil((entry.expiresAt - this.now()) / 1000),
        }
      : null;
  }
  isUnavailable() {
    return false;
  }
}
