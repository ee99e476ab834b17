import { randomBytes } from 'node:crypto';

/**
 * A session id carries the session's idle timeout: `<24 random bytes, base64url>~<ttl seconds>`. The cookie signs
 * the whole id, so the TTL is known (and tamper-proof) before Redis is asked, and one `GETEX key EX <ttl>` both
 * reads and slides the session. A new TTL (learnt at login) means a new id. Ids made by express-session (no `~`)
 * still resolve; they slide with the default TTL until the next login step replaces them.
 */
const TTL_MARK = '~';
const MAX_TTL_SECONDS = 7 * 24 * 3600;

export function newSessionId(ttlSeconds: number): string {
  return `${randomBytes(24).toString('base64url')}${TTL_MARK}${ttlSeconds}`;
}

/** The TTL an id carries; undefined for an id without one (express-session's) or with a TTL out of range. */
export function ttlOfSessionId(id: string): number | undefined {
  const mark = id.lastIndexOf(TTL_MARK);
  if (mark < 0) return undefined;
  const ttl = Number(id.slice(mark + 1));
  return Number.isInteger(ttl) && ttl > 0 && ttl <= MAX_TTL_SECONDS ? ttl : undefined;
}

/** Whether the id has the TTL mark at all (an id with a broken mark is not a session of ours). */
export function hasTtlMark(id: string): boolean {
  return id.includes(TTL_MARK);
}
