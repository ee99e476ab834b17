import type Redis from 'ioredis';

/** As long as a draft's revision record (draft-revisions.ts): a case untouched for this long starts again. */
const TTL_SECONDS = 90 * 24 * 3600;

/**
 * The steps of each case whose last save was a temporary one (暫存): spec 3 §4, a temporary save marks the step as
 * not done, until its 下一步 saves it again (issue 41 item 5). The completeness verdict reads it, so a reopened case
 * shows the step without its mark and the jump waits for it. An autosave changes nothing here (the agent did not
 * ask for it). Kept in Redis beside the sessions; without Redis (development) in this process.
 */
export function temporarySaves(redis: Redis | null) {
  const memory = new Map<string, Set<string>>();
  const key = (transCode: string) => `ap:temp-saved:${transCode}`;
  return {
    /** The step's save: temporary marks it not done, a final one (下一步) done again. */
    async record(transCode: string, stepCode: string, temporary: boolean): Promise<void> {
      if (!redis) {
        const steps = memory.get(transCode) ?? new Set<string>();
        if (temporary) steps.add(stepCode);
        else steps.delete(stepCode);
        memory.set(transCode, steps);
        return;
      }
      const k = key(transCode);
      if (temporary) await redis.multi().sadd(k, stepCode).expire(k, TTL_SECONDS).exec();
      else await redis.srem(k, stepCode);
    },
    /** The step codes of the case last saved temporarily. */
    async steps(transCode: string): Promise<Set<string>> {
      if (!redis) return new Set(memory.get(transCode));
      return new Set(await redis.smembers(key(transCode)));
    },
  };
}

export type TemporarySaves = ReturnType<typeof temporarySaves>;
