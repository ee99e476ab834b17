import { createHash } from 'node:crypto';
import session from 'express-session';
import type Redis from 'ioredis';
import { SESSION_TIMEOUT_SECONDS } from '@agent-portal/contracts/constants';
import { isRedisUnavailable } from '../common/redis-failure';
import type { PortalSession } from './session-data';
import { hasTtlMark, ttlOfSessionId } from './session-id';

export const SESSION_PREFIX = 'ap:sess:';
/** Each agent's sessions (issue 43 Deliver 4): a sorted set of session ids scored by their absolute end (ms). */
export const AGENT_SESSIONS_PREFIX = 'ap:agent-sess:';
/**
 * What a revoked session's key holds until it expires: a request in flight on another instance when its agent's
 * sessions were revoked cannot write its session back (the write refuses a tombstone), and a read finds none.
 */
const REVOKED = '!revoked';
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

/** One session of an agent as ops sees it: never its id (a bearer secret), a reference made of it. */
export interface AgentSession {
  /** The first 12 hex digits of the id's SHA-256: tells sessions apart in a list and a log, useless to a thief. */
  ref: string;
  stage: string;
  roleCode?: string;
  branCode?: string;
  /** When its login was accepted (ISO 8601). */
  loginAt?: string;
  /** Seconds until it ends if unused (the idle timeout). */
  idleSecondsLeft: number;
  /** When it ends whatever its use (its absolute lifetime; ISO 8601). */
  endsAt: string;
}

export const sessionRef = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 12);

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
  /** Writes with an expiry of `ttl` seconds, unless the session was revoked; indexes it under its agent. */
  protected abstract write(id: string, raw: string, ttl: number, data: PortalSession): Promise<void>;
  protected abstract remove(id: string): Promise<void>;
  /** The session and the seconds it has left, without sliding it (the remaining-time peek); null for none. */
  abstract peek(id: string): Promise<{ data: PortalSession; ttl: number } | null>;
  /** Whether a failure means the store is gone (answered 503 SESSION_STORE_DOWN). */
  abstract isUnavailable(err: unknown): boolean;
  /** The live sessions of an agent (by employee number), on every instance; the index is tidied on the way. */
  abstract sessionsOf(userCode: string): Promise<AgentSession[]>;
  /** Ends every session of an agent on every instance: the next request of each finds none. How many it ended. */
  abstract revokeAll(userCode: string): Promise<number>;

  protected now(): number {
    return (this.policy.now ?? Date.now)();
  }

  /** When a session ends whatever its use (ms): its login plus the absolute lifetime. */
  protected endOf(data: PortalSession): number {
    return (data.loginAt ?? this.now()) + this.policy.absoluteSeconds * 1000;
  }

  /** What ops sees of a live session of `userCode`; null when it is gone, outlived or another agent's. */
  protected describe(id: string, raw: string | null, ttl: number, userCode: string): AgentSession | null {
    if (raw === null || raw === REVOKED) return null;
    const data = JSON.parse(raw) as PortalSession;
    if (data.auth?.userCode !== userCode || this.outlived(data)) return null;
    const { stage, roleCode, branCode } = data.auth;
    return {
      ref: sessionRef(id),
      stage,
      ...(roleCode === undefined ? {} : { roleCode }),
      ...(branCode === undefined ? {} : { branCode }),
      ...(data.loginAt === undefined ? {} : { loginAt: new Date(data.loginAt).toISOString() }),
      idleSecondsLeft: ttl,
      endsAt: new Date(this.endOf(data)).toISOString(),
    };
  }

  /** Whether the absolute lifetime (from the last login step) is over, idle or not. */
  outlived(data: PortalSession): boolean {
    const now = this.now();
    return data.loginAt !== undefined && now - data.loginAt >= this.policy.absoluteSeconds * 1000;
  }

  override get(id: string, callback: Callback<Stored | null>): void {
    const ttl = ttlOfId(id);
    if (ttl === undefined) return callback(null, null);
    this.readAndSlide(id, ttl).then(async (raw) => {
      if (raw === null || raw === REVOKED) return callback(null, null);
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
    this.write(id, JSON.stringify(data), ttlOfId(id) ?? DEFAULT_SESSION_TTL_SECONDS, data).then(
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

/** SET with its expiry, unless the key holds a revoked session's tombstone (one key: Cluster-safe). */
const WRITE_UNLESS_REVOKED = `
if redis.call('GET', KEYS[1]) == ARGV[3] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
return 1`;

/** Replaces a live session with the tombstone, keeping its expiry; 1 when there was one to end. */
const REVOKE = `
local current = redis.call('GET', KEYS[1])
if not current or current == ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'KEEPTTL')
return 1`;

/**
 * Sessions in Redis under `ap:sess:<id>`, with the idle timeout as Redis's own key expiry. A session with a login is
 * indexed under its agent (`ap:agent-sess:<userCode>`, a sorted set of ids scored by their absolute end): each write
 * trims the ended ones and sets the set's own expiry to the absolute lifetime (no member outlives it); a listing drops
 * the members whose session is gone (idle, logged out, a login step's old id).
 */
export class RedisSessionStore extends PortalStore {
  constructor(
    private readonly redis: Redis,
    policy: StorePolicy,
  ) {
    super(policy);
  }
  private key = (id: string) => SESSION_PREFIX + id;
  private agentKey = (userCode: string) => AGENT_SESSIONS_PREFIX + userCode;
  protected readAndSlide(id: string, ttl: number) {
    return this.redis.getex(this.key(id), 'EX', ttl);
  }
  protected async write(id: string, raw: string, ttl: number, data: PortalSession) {
    const userCode = data.auth?.userCode;
    // No login, nothing to revoke: a plain SET (the captcha's session, a password reset's).
    if (userCode === undefined) {
      await this.redis.set(this.key(id), raw, 'EX', ttl);
      return;
    }
    const index = this.agentKey(userCode);
    // Two keys in two slots (Cluster-safe): the session and the agent's index, sent together.
    await Promise.all([
      this.redis.eval(WRITE_UNLESS_REVOKED, 1, this.key(id), raw, ttl, REVOKED),
      this.redis
        .multi()
        .zremrangebyscore(index, '-inf', this.now())
        .zadd(index, this.endOf(data), id)
        .expire(index, this.policy.absoluteSeconds)
        .exec(),
    ]);
  }
  protected async remove(id: string) {
    await this.redis.unlink(this.key(id));
  }
  private async readWithTtl(id: string): Promise<[string | null, number]> {
    const [[, raw], [, ttl]] = (await this.redis.multi().get(this.key(id)).ttl(this.key(id)).exec()) as [
      [Error | null, string | null],
      [Error | null, number],
    ];
    return [raw, ttl];
  }
  async peek(id: string) {
    const [raw, ttl] = await this.readWithTtl(id);
    return raw === null || raw === REVOKED ? null : { data: JSON.parse(raw) as PortalSession, ttl };
  }
  isUnavailable(err: unknown) {
    return isRedisUnavailable(err, this.redis);
  }
  async sessionsOf(userCode: string) {
    const index = this.agentKey(userCode);
    await this.redis.zremrangebyscore(index, '-inf', this.now());
    const ids = await this.redis.zrange(index, 0, -1);
    const found = await Promise.all(
      ids.map(async (id) => this.describe(id, ...(await this.readWithTtl(id)), userCode)),
    );
    const gone = ids.filter((_, i) => found[i] === null);
    if (gone.length) await this.redis.zrem(index, ...gone);
    return found.filter((s) => s !== null);
  }
  async revokeAll(userCode: string) {
    const index = this.agentKey(userCode);
    const ids = await this.redis.zrange(index, 0, -1);
    const ended = await Promise.all(
      ids.map((id) => this.redis.eval(REVOKE, 1, this.key(id), REVOKED) as Promise<number>),
    );
    // Only the ids seen: a login on another instance meanwhile is a new session, and stays indexed.
    if (ids.length) await this.redis.zrem(index, ...ids);
    return ended.reduce((sum, n) => sum + n, 0);
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
    if (this.live(id)?.raw === REVOKED) return;
    this.entries.set(id, { raw, expiresAt: this.now() + ttl * 1000 });
  }
  protected async remove(id: string) {
    this.entries.delete(id);
  }
  async peek(id: string) {
    const entry = this.live(id);
    return entry && entry.raw !== REVOKED
      ? {
          data: JSON.parse(entry.raw) as PortalSession,
          ttl: this.secondsLeft(entry),
        }
      : null;
  }
  isUnavailable() {
    return false;
  }
  private secondsLeft(entry: { expiresAt: number }) {
    return Math.ceil((entry.expiresAt - this.now()) / 1000);
  }
  async sessionsOf(userCode: string) {
    return [...this.entries.keys()].flatMap((id) => {
      const entry = this.live(id);
      return (entry && this.describe(id, entry.raw, this.secondsLeft(entry), userCode)) ?? [];
    });
  }
  async revokeAll(userCode: string) {
    const ids = [...this.entries.keys()].filter((id) => {
      const entry = this.live(id);
      return entry && this.describe(id, entry.raw, 0, userCode) !== null;
    });
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry) entry.raw = REVOKED;
    }
    return ids.length;
  }
}
