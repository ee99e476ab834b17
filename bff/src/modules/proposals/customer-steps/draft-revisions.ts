import type Redis from 'ioredis';

/** How long a case's revision record lives after its last save (a draft older than this starts again at 0). */
const TTL_SECONDS = 90 * 24 * 3600;
/** Save times kept per step: the latest ones (a tab holding an older revision gets its time as unknown). */
const TIMES_KEPT = 200;

/**
 * The record is a hash: `rev` the latest revision given to a save, `ok` the latest whose write to the core finished
 * (what a load hands out: a load between a save's revision and its write must not take the new revision with the
 * old data), `t:<n>` the time revision n was saved. A record written by the counter this replaced (a plain string)
 * becomes a hash at its first use.
 */
const UPGRADE = `
if redis.call('TYPE', KEYS[1]).ok == 'string' then
  local old = redis.call('GET', KEYS[1])
  redis.call('DEL', KEYS[1])
  redis.call('HSET', KEYS[1], 'rev', old)
end`;

/**
 * Compare-and-increment in one step. Saved: {next}. Refused (the stored revision is not the expected one):
 * {-1, latest, time of the expected revision, time of the latest}; an unknown time is ''.
 */
const CAS = `${UPGRADE}
local cur = tonumber(redis.call('HGET', KEYS[1], 'rev') or '0')
local expected = tonumber(ARGV[1])
if cur ~= expected then
  return {-1, cur, redis.call('HGET', KEYS[1], 't:' .. expected) or '', redis.call('HGET', KEYS[1], 't:' .. cur) or ''}
end
local next = cur + 1
if not redis.call('HGET', KEYS[1], 'ok') then redis.call('HSET', KEYS[1], 'ok', cur) end
redis.call('HSET', KEYS[1], 'rev', next, 't:' .. next, ARGV[3])
redis.call('HDEL', KEYS[1], 't:' .. (next - tonumber(ARGV[4])))
redis.call('EXPIRE', KEYS[1], ARGV[2])
return {next}`;

/** Steps back only when the revision is still the one given. */
const UNDO = `${UPGRADE}
if tonumber(redis.call('HGET', KEYS[1], 'rev') or '0') == tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'rev', tonumber(ARGV[1]) - 1)
  redis.call('HDEL', KEYS[1], 't:' .. ARGV[1])
end
return 0`;

/** The revision a load hands out: the latest written one. */
const CURRENT = `${UPGRADE}
return redis.call('HGET', KEYS[1], 'ok') or redis.call('HGET', KEYS[1], 'rev') or '0'`;

/** A save's write finished: its revision is the one loads hand out (unless a later one was written already). */
const WRITTEN = `${UPGRADE}
if tonumber(redis.call('HGET', KEYS[1], 'ok') or '0') < tonumber(ARGV[1]) then
  redis.call('HSET', KEYS[1], 'ok', ARGV[1])
end
return 0`;

/** A save refused over a newer revision: both revisions with the times they were saved (null: unknown). */
export interface DraftConflict {
  revision: number;
  savedAt: string | null;
  latestRevision: number;
  latestSavedAt: string | null;
}

export type Advance = { revision: number } | { conflict: DraftConflict };

interface MemoryRecord {
  rev: number;
  ok: number;
  times: Map<number, string>;
}

/**
 * The draft revision of each case's step (issue 10 item 7, issue 22 item 6): every save names the revision it was
 * made from; a save over a newer one is refused with both revisions' save times. Kept in Redis beside the sessions
 * (shared by every BFF instance); without Redis (development) in this process.
 */
export function draftRevisions(redis: Redis | null) {
  const memory = new Map<string, MemoryRecord>();
  const key = (transCode: string, step: string) => `ap:draft-rev:${transCode}:${step}`;
  const record = (k: string): MemoryRecord => {
    let r = memory.get(k);
    if (!r) memory.set(k, (r = { rev: 0, ok: 0, times: new Map() }));
    return r;
  };
  const time = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
  return {
    /** The revision a load hands out: the latest one whose write to the core finished. */
    async current(transCode: string, step: string): Promise<number> {
      if (!redis) return memory.get(key(transCode, step))?.ok ?? 0;
      return Number(await redis.eval(CURRENT, 1, key(transCode, step)));
    },
    /** The save of `revision` reached the core: loads may hand it out now. */
    async written(transCode: string, step: string, revision: number): Promise<void> {
      const k = key(transCode, step);
      if (!redis) {
        const r = record(k);
        r.ok = Math.max(r.ok, revision);
        return;
      }
      await redis.eval(WRITTEN, 1, k, String(revision));
    },
    /** The new revision saved at `at`, or the conflict when `expected` is not the current one. */
    async advance(transCode: string, step: string, expected: number, at: Date): Promise<Advance> {
      const k = key(transCode, step);
      const savedAt = at.toISOString();
      if (!redis) {
        const r = record(k);
        if (r.rev !== expected) {
          return {
            conflict: {
              revision: expected,
              savedAt: r.times.get(expected) ?? null,
              latestRevision: r.rev,
              latestSavedAt: r.times.get(r.rev) ?? null,
            },
          };
        }
        r.rev += 1;
        r.times.set(r.rev, savedAt);
        r.times.delete(r.rev - TIMES_KEPT);
        return { revision: r.rev };
      }
      const answer = (await redis.eval(
        CAS,
        1,
        k,
        String(expected),
        String(TTL_SECONDS),
        savedAt,
        String(TIMES_KEPT),
      )) as unknown[];
      if (Number(answer[0]) >= 0) return { revision: Number(answer[0]) };
      return {
        conflict: {
          revision: expected,
          savedAt: time(answer[2]),
          latestRevision: Number(answer[1]),
          latestSavedAt: time(answer[3]),
        },
      };
    },
    /** A save the core refused gives its revision back (only if nobody saved since). */
    async undo(transCode: string, step: string, revision: number): Promise<void> {
      const k = key(transCode, step);
      if (!redis) {
        const r = memory.get(k);
        if (r?.rev === revision) {
          r.rev = revision - 1;
          r.times.delete(revision);
        }
        return;
      }
      await redis.eval(UNDO, 1, k, String(revision));
    },
  };
}

export type DraftRevisions = ReturnType<typeof draftRevisions>;
