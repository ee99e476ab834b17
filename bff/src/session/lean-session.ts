import { SESSION_TIMEOUT_SECONDS } from '@agent-portal/contracts/constants';
import type { SessionAccessor } from './session-accessor';
import type { PortalSession } from './session-data';
import type { SessionStore } from './session-store';
import { hasTtlMark, newSessionId, ttlOfSessionId } from './session-id';

export const DEFAULT_SESSION_TTL_SECONDS = SESSION_TIMEOUT_SECONDS;

/** What the browser's cookie must become at the end of this request. */
export type CookieChange = { set: string } | 'clear' | undefined;

/**
 * One request's view of a browser session. The data was read (and its timeout slid) once when the request came
 * in; at the end it is serialised once and written only if it differs from what was read (services may change
 * objects read with `get` in place, so changes are found by comparison, not tracked). A visitor who stored
 * nothing gets neither a key nor a cookie.
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
   * @param cookieId the id of a valid cookie of this request, if any
   * @param raw what the store held under it (null: nothing, e.g. expired)
   */
  constructor(
    private readonly store: SessionStore,
    private readonly cookieId: string | undefined,
    raw: string | null,
  ) {
    this.data = raw === null ? {} : parseSession(raw);
    this.stored = this.loaded = raw !== null;
    this.storedRaw = raw;
    this.currentId = this.stored ? cookieId : undefined;
  }

  get id(): string {
    this.currentId ??= newSessionId(this.wantedTtl());
    return this.currentId;
  }

  get<K extends keyof PortalSession>(key: K): PortalSession[K] {
    return this.data[key];
  }

  set<K extends keyof PortalSession>(key: K, value: PortalSession[K]): void {
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
    const raw = JSON.stringify(this.data);
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
function parseSession(raw: string): PortalSession {
  const parsed = JSON.parse(raw) as PortalSession & { cookie?: unknown };
  if (!('cookie' in parsed)) return parsed;
  const { cookie: _cookie, ...data } = parsed;
  return data;
}
