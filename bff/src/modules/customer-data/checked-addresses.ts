import type Redis from 'ioredis';

/** The flag the BFF's own address check earned for one exact address text (spec 3 §4). */
export type CheckedFlag = 'Y' | 'P';

/** About the absolute session lifetime: the records die with the session that made them. */
const TTL_SECONDS = 12 * 3600;

/** Without Redis (development): one map for the process, shared by the modules' instances. */
const memory = new Map<string, Map<string, CheckedFlag>>();

/**
 * The addresses this browser session's address check answered (issue 20): Y for the exact text the service
 * normalised (ok, or the renumbered address the dialog then confirms), P for the typed text while the service was
 * unreachable. A customer-step save takes an address flag from here, never from its body. Y is never lowered to P.
 */
export function checkedAddresses(redis: Redis | null) {
  const key = (sessionId: string) => `ap:addr-checked:${sessionId}`;
  return {
    async record(sessionId: string, address: string, flag: CheckedFlag): Promise<void> {
      const text = address.trim();
      if (!sessionId || !text) return;
      if (!redis) {
        const seen = memory.get(sessionId) ?? new Map<string, CheckedFlag>();
        if (flag === 'Y' || !seen.has(text)) seen.set(text, flag);
        memory.set(sessionId, seen);
        return;
      }
      const k = key(sessionId);
      await redis.multi()[flag === 'Y' ? 'hset' : 'hsetnx'](k, text, flag).expire(k, TTL_SECONDS).exec();
    },
    /** The flag of each address asked ('' for one the check never answered for this session). */
    async flags(sessionId: string, addresses: string[]): Promise<('' | CheckedFlag)[]> {
      const texts = addresses.map((a) => a.trim());
      if (!sessionId || texts.every((t) => !t)) return texts.map(() => '');
      const found = redis
        ? await redis.hmget(key(sessionId), ...texts)
        : texts.map((t) => memory.get(sessionId)?.get(t) ?? null);
      return found.map((f, i) => (texts[i] && (f === 'Y' || f === 'P') ? f : ''));
    },
  };
}

export type CheckedAddresses = ReturnType<typeof checkedAddresses>;
