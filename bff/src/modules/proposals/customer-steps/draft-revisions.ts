import type Redis from 'ioredis';

/** How long a case's revision counters live after their last save (a draft older than this starts again at 0). */
const TTL_SECONDS = 90 * 24 * 3600;

/** Compare-and-increment in one step: -1 when the stored revision is not the expected one. */
const CAS = `
local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
if cur ~= tonumber(ARGV[1]) then return -1 end
local next = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return next`;

/** Steps back only when the revision is still the one given. */
const UNDO = `
if tonumber(redis.call('GET', KEYS[1]) or '0') == tonumber(ARGV[1]) then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The draft revision of each case's step (issue 10 item 7): every save names the revision it was made from; the
 * later of two tabs' saves names an old one and is refused. Kept in Redis beside the sessions (shared by every BFF
 * instance); without Redis (development) in this process.
 */
export function draftRevisions(redis: Redis | null) {
  const memory = new Map<string, number>();
  const key = (transCode: string, step: string) => `ap:draft-rev:${transCode}:${step}`;
  return {
    async current(transCode: string, step: string): Promise<number> {
      if (!redis) return memory.get(key(transCode, step)) ?? 0;
      return Number((await redis.get(key(transCode, step))) ?? 0);
    },
    /** The new revision, or null when `expected` is not the current one. */
    async advance(transCode: string, step: string, expected: number): Promise<number | null> {
      const k = key(transCode, step);
      if (!redis) {
        const cur = memory.get(k) ?? 0;
        if (cur !== expected) return null;
        memory.set(k, cur + 1);
        return cur + 1;
      }
      const next = Number(await redis.eval(CAS, 1, k, String(expected), String(TTL_SECONDS)));
      return next < 0 ? null : next;
    },
    /** A save the core refused gives its revision back (only if nobody saved since). */
    async undo(transCode: string, step: string, revision: number): Promise<void> {
      const k = key(transCode, step);
      if (!redis) {
        if (memory.get(k) === revision) memory.set(k, revision - 1);
        return;
      }
      await redis.eval(UNDO, 1, k, String(revision));
    },
  };
}

export type DraftRevisions = ReturnType<typeof draftRevisions>;
