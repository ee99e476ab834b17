import { createHmac } from 'node:crypto';
import type Redis from 'ioredis';

/** What the BFF keeps of a successful ID lookup (spec 3 §3 ID lookup result): the customer's AML rating. */
export interface IdLookupRecord {
  amlResult: string;
}

/** As long as a name check counts (name-check-records.ts): the agent's working day. */
const TTL_SECONDS = 12 * 3600;

/** Without Redis (development): one map for the process. */
const memory = new Map<string, string>();

function parsed(text: string | null | undefined): IdLookupRecord | null {
  if (!text) return null;
  try {
    const r = JSON.parse(text) as Partial<IdLookupRecord>;
    return typeof r.amlResult === 'string' ? { amlResult: r.amlResult } : null;
  } catch {
    return null;
  }
}

/**
 * The ID lookups the BFF ran, one per case and ID (issue 23 item 13): the only source of the amlResult /
 * legAmlResult a saved record carries from a lookup, never the request body. Kept like the name checks: in Redis,
 * the ID only as an HMAC under the server's secret; without Redis in this process.
 */
export function idLookupRecords(redis: Redis | null, secret: string, ttlSeconds = TTL_SECONDS) {
  const key = (transCode: string, idn: string) =>
    `ap:id-lookup:${transCode}:${createHmac('sha256', secret).update(idn).digest('base64url')}`;
  return {
    async write(transCode: string, idn: string, record: IdLookupRecord): Promise<void> {
      const k = key(transCode, idn);
      const value = JSON.stringify(record);
      if (!redis) memory.set(k, value);
      else await redis.set(k, value, 'EX', ttlSeconds);
    },
    /** A lookup that found no data (E, N) takes back what an earlier one said. */
    async clear(transCode: string, idn: string): Promise<void> {
      const k = key(transCode, idn);
      if (!redis) memory.delete(k);
      else await redis.del(k);
    },
    async read(transCode: string, idn: string): Promise<IdLookupRecord | null> {
      const k = key(transCode, idn);
      return parsed(redis ? await redis.get(k) : memory.get(k));
    },
  };
}

export type IdLookupRecords = ReturnType<typeof idLookupRecords>;
