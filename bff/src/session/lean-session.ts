import { SESSION_TIMEOUT_SECONDS } from '@agent-portal/contracts/constants';
import type { SessionAccessor } from './session-accessor';
import type { LegacyState, PortalSession } from './session-data';
import type { SessionStore } from './session-store';
import { hasTtlMark, newSessionId, ttlOfSessionId } from './session-id';

export const DEFAULT_SESSION_TTL_SECONDS = SESSION_TIMEOUT_SECONDS;

/** The legacy cookie jar as it was lent: the state object, its cookies object, their entries (name, value…). */
interface LentJar {
  state: LegacyState;
  cookies: Record<string, string>;
  entries: string[];
}

/** What the browser's cookie must become at the end of this request. */
export type CookieChange = { set: string } | 'clear' | undefined;

/**
 * One request's view of a browser session. The data was read (and its timeout slid) once when the request came
 * in; at the end it is serialised once and written only if it differs from what was read (services may change
 * objects read with `get` in place, so changes are found by comparison). The comparison is skipped when the data
 * provably did not change: nothing was set and no object was lent by `get` but the legacy cookie jar, whose
 * entries are then compared with what they were when it was lent (every request that calls the core lends it).
 * A visitor who stored nothing gets neither a key nor a cookie.
 */
export class LeanSession implements SessionAccessor {
  private data: PortalSession;
  /** The id the data lives under; made lazily for a new session. */
  private currentId: string | undefined;
  /** Whether the store holds `currentId` (found under the cookie, not yet removed). */
  private stored: boolean;
  /** The serialised data as the store holds it, to compare with at the end. */
  private storedRaw: string | null;
  /** Whether this request found a stored session under its cookie. */
  private readonly loaded: boolean;
  private destroyed = false;
  /** An id whose key must go when the data moves to a new id (its TTL changed without a login step). */
  private idToRemove: string | undefined;
  private cookie: CookieChange;
  private settled = false;
  private abandoned = false;
  /**
   * Whether the data may differ from what was read: something was set, an object other than the legacy jar was
   * lent by `get` (it may be changed in place), express-session's cookie field was dropped, or it was flushed.
   */
  private touched = false;
  /** The legacy cookie jar as `get('legacy')` lent it, and its entries then (name, value, name, value…). */
  private jar: LentJar | undefined;

  /**
   * @param cookieId the id of a valid cookie of this request, if any
   * @param raw what the store held under it (null: nothing, e.g. expired)
   */
  constructor(
    private readonly store: SessionStore,
    private readonly cookieId: string | undefined,
    raw: string | null,
  ) {
    const parsed = raw === null ? { data: {}, dropped: false } : parseSession(raw);
    this.data = parsed.data;
    // Without express-session's cookie field, the data serialises to what was read (the store holds what
    // JSON.stringify wrote: parsed and serialised again, the bytes are the same).
    this.touched = parsed.dropped;
    this.stored = this.loaded = raw !== null;
    this.storedRaw = raw;
    this.currentId = this.stored ? cookieId : undefined;
  }

  get id(): string {
    this.currentId ??= newSessionId(this.wantedTtl());
    return this.currentId;
  }

  get<K extends keyof PortalSession>(key: K): PortalSession[K] {
    const value = this.data[key];
    if (!this.touched && typeof value === 'object' && value !== null) this.lend(key, value);
    return value;
  }

  /** A read that lends nothing (the guards' and the request line's): the caller never changes what it gets. */
  peek<K extends keyof PortalSession>(key: K): PortalSession[K] {
    return this.data[key];
  }

  set<K extends keyof PortalSession>(key: K, value: PortalSession[K]): void {
    this.touched = true;
    if (value === undefined) delete this.data[key];
    else this.data[key] = value;
  }

  /**
   * A login step: a new id. The absolute lifetime is carried (the login sets `loginAt` once; a later step, e.g. a
   * role picked again, never restarts it); a session that has none yet starts it now.
   */
  async regenerateId(): Promise<void> {
    await this.forgetStoredId();
    this.data.loginAt ??= Date.now();
  }

  /** Whether the absolute lifetime (from the last login step) is over, idle or not. */
  outlived(absoluteSeconds: number, now = Date.now()): boolean {
    return this.data.loginAt !== undefined && now - this.data.loginAt >= absoluteSeconds * 1000;
  }

  async destroy(): Promise<void> {
    await this.forgetStoredId();
    this.data = {};
    this.destroyed = true;
  }

  /**
   * Decides, once, the id the data is kept under and what the cookie becomes (called when the headers go out:
   * later changes can no longer reach the cookie). A TTL that no longer matches the id's means a new id.
   */
  settle(): CookieChange {
    if (this.settled) return this.cookie;
    this.settled = true;
    if (isEmpty(this.data)) {
      if (this.cookieId !== undefined && (this.loaded || this.destroyed)) this.cookie = 'clear';
      return this.cookie;
    }
    if (this.currentId && hasTtlMark(this.currentId) && ttlOfSessionId(this.currentId) !== this.wantedTtl()) {
      if (this.stored) this.idToRemove = this.currentId;
      this.forgetId();
    }
    if (this.id !== this.cookieId) this.cookie = { set: this.id };
    return this.cookie;
  }

  /**
   * Headers are not out yet but the save failed: the cookie must not point at data that was never stored, and the
   * end of the request tries no more writes.
   */
  abandonCookie(): void {
    this.cookie = undefined;
    this.abandoned = true;
  }

  /** Whether a failed write means the store is gone (503) rather than a fault of ours (500). */
  storeDown(err: unknown): boolean {
    return this.store.isUnavailable(err);
  }

  /**
   * Writes the changes now and takes them as stored (a streamed answer: its headers go out before `res.end`, whose
   * hook could no longer turn a failed save into an error); the end of the request then writes only what changes
   * after this.
   */
  async flush(): Promise<void> {
    for (const write of this.pendingWrites()) await write();
    // What was read is no longer what the store holds: the end of the request compares in full.
    this.touched = true;
    this.idToRemove = undefined;
    const empty = isEmpty(this.data);
    this.stored = !empty;
    this.storedRaw = empty ? null : JSON.stringify(this.data);
  }

  /** The store commands the end of this request needs: none for a session that did not change. */
  pendingWrites(): (() => Promise<void>)[] {
    if (this.abandoned) return [];
    this.settle();
    const writes: (() => Promise<void>)[] = [];
    const { idToRemove, currentId } = this;
    if (idToRemove) writes.push(() => this.store.remove(idToRemove));
    if (isEmpty(this.data)) {
      // Emptied by a service (destroy and regenerate removed their keys already): nothing to keep.
      if (this.stored && currentId) writes.push(() => this.store.remove(currentId));
      return writes;
    }
    // Unchanged since it was read: what was read is what JSON.stringify would give.
    const raw = this.stored && this.unchanged() ? (this.storedRaw as string) : JSON.stringify(this.data);
    const id = this.id;
    const ttl = this.wantedTtl();
    if (!this.stored || raw !== this.storedRaw) writes.push(() => this.store.write(id, raw, ttl));
    // An express-session id slid with the default TTL when read: give it the session's own.
    else if (!hasTtlMark(id) && ttl !== DEFAULT_SESSION_TTL_SECONDS)
      writes.push(() => this.store.expire(id, ttl));
    return writes;
  }

  /** Runs the pending writes in order (for tests and callers without a response). */
  async save(): Promise<void> {
    for (const write of this.pendingWrites()) await write();
  }

  /** An object lent by `get`: the legacy jar's entries are kept to compare; any other object may change. */
  private lend(key: keyof PortalSession, value: object): void {
    if (key === 'legacy' && (this.jar === undefined || this.jar.state === value)) {
      this.jar ??= jarSnapshot(value as LegacyState);
      if (this.jar !== undefined) return;
    }
    this.touched = true;
  }

  /** Whether the data is provably what was read (false: compare by serialising). */
  private unchanged(): boolean {
    if (this.touched) return false;
    const jar = this.jar;
    if (jar === undefined) return true;
    return (
      this.data.legacy === jar.state &&
      onlyCookies(jar.state) &&
      jar.state.cookies === jar.cookies &&
      sameEntries(jar.cookies, jar.entries)
    );
  }

  private wantedTtl(): number {
    return this.data.ttlSeconds ?? DEFAULT_SESSION_TTL_SECONDS;
  }

  private forgetId(): void {
    this.currentId = undefined;
    this.stored = false;
    this.storedRaw = null;
  }

  private async forgetStoredId(): Promise<void> {
    if (this.stored && this.currentId) await this.store.remove(this.currentId);
    this.forgetId();
  }
}

function isEmpty(data: PortalSession): boolean {
  for (const key in data) if (data[key as keyof PortalSession] !== undefined) return false;
  return true;
}

/** The stored data; express-session's `cookie` field (sessions written before this layer) is dropped. */
function parseSession(raw: string): { data: PortalSession; dropped: boolean } {
  const parsed = JSON.parse(raw) as PortalSession & { cookie?: unknown };
  if (!('cookie' in parsed)) return { data: parsed, dropped: false };
  const { cookie: _cookie, ...data } = parsed;
  return { data, dropped: true };
}

/**
 * The legacy state's entries when it is exactly `{cookies: {name: string value…}}` (what the legacy client keeps),
 * so that comparing them later says whether it serialises as it did; undefined for any other shape.
 */
function jarSnapshot(state: LegacyState): LentJar | undefined {
  if (!onlyCookies(state)) return undefined;
  const cookies = state.cookies as unknown;
  if (typeof cookies !== 'object' || cookies === null || Array.isArray(cookies)) return undefined;
  const entries: string[] = [];
  for (const name in cookies) {
    const value = (cookies as Record<string, unknown>)[name];
    if (typeof value !== 'string') return undefined;
    entries.push(name, value);
  }
  return { state, cookies: cookies as Record<string, string>, entries };
}

/** Whether the legacy state's one key is `cookies`. */
function onlyCookies(state: LegacyState): boolean {
  let keys = 0;
  for (const key in state) if (key !== 'cookies' || ++keys > 1) return false;
  return keys === 1;
}

/** Whether the jar holds the same names with the same values in the same order (so the same JSON). */
function sameEntries(cookies: Record<string, string>, entries: readonly string[]): boolean {
  let i = 0;
  for (const name in cookies) {
    if (name !== entries[i] || cookies[name] !== entries[i + 1]) return false;
    i += 2;
  }
  return i === entries.length;
}
