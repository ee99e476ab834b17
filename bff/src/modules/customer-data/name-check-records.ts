import { createHmac } from 'node:crypto';
import type Redis from 'ioredis';

/** A party of a case: the policyholder (O) or the insured (I). */
export type Party = 'O' | 'I';

/** The name/AML check's verdict as the BFF recorded it (spec 3 §7, §8): E stop, M warn and go on, S go on. */
export interface NameCheckRecord {
  status: 'S' | 'M' | 'E';
  message: string;
  amlResult: string;
  secAmlResult: string;
}

/**
 * How long a recorded check counts (the agent's working day, like the session's absolute lifetime): the steps run
 * the check again on every 下一步, so a later final save meets a fresh one.
 */
const TTL_SECONDS = 12 * 3600;

const STATUSES: ReadonlySet<string> = new Set(['S', 'M', 'E']);
/** Without Redis (development): one map for the process, shared by the modules that read and write it. */
const memory = new Map<string, string>();

function parsed(text: string | null | undefined): NameCheckRecord | null {
  if (!text) return null;
  try {
    const r = JSON.parse(text) as Partial<NameCheckRecord>;
    if (typeof r.status !== 'string' || !STATUSES.has(r.status)) return null;
    return {
      status: r.status,
      message: typeof r.message === 'string' ? r.message : '',
      amlResult: typeof r.amlResult === 'string' ? r.amlResult : '',
      secAmlResult: typeof r.secAmlResult === 'string' ? r.secAmlResult : '',
    };
  } catch {
    return null;
  }
}

/**
 * The name checks the BFF ran, one per case, party and ID (issue 20): the only source of cusCheck and of the
 * final-save gate, never the request body. Kept in Redis beside the sessions (every BFF instance sees them);
 * without Redis (development) in this process. The ID is in the key only as an HMAC under the server's secret
 * (no national ID in a key name that SCAN, MONITOR or the slow log would show).
 */
export function nameCheckRecords(redis: Redis | null, secret: string, ttlSeconds = TTL_SECONDS) {
  const idKey = (idn: string) => createHmac('sha256', secret).update(idn).digest('base64url');
  // {transCode} is a Cluster hash tag: one write's MULTI and one clear's DEL name the case's parties together, and a
  // Redis Cluster accepts several keys in one command or transaction only within one slot.
  const key = (transCode: string, party: Party, idn: string) =>
    `ap:name-check:{${transCode}}:${party}:${idKey(idn)}`;
  return {
    async write(transCode: string, parties: { party: Party; idn: string }[], record: NameCheckRecord) {
      const value = JSON.stringify(record);
      const keys = parties.map((p) => key(transCode, p.party, p.idn));
      if (!redis) {
        for (const k of keys) memory.set(k, value);
        return;
      }
      const multi = redis.multi();
      for (const k of keys) multi.set(k, value, 'EX', ttlSeconds);
      await multi.exec();
    },
    /** A failed check takes back what an earlier one said: the party is unchecked until a check answers. */
    async clear(transCode: string, parties: { party: Party; idn: string }[]) {
      const keys = parties.map((p) => key(transCode, p.party, p.idn));
      if (!redis) {
        for (const k of keys) memory.delete(k);
        return;
      }
      if (keys.length) await redis.del(...keys);
    },
    async read(transCode: string, party: Party, idn: string): Promise<NameCheckRecord | null> {
      const k = key(transCode, party, idn);
      return parsed(redis ? await redis.get(k) : memory.get(k));
    },
  };
}

export type NameCheckRecords = ReturnType<typeof nameCheckRecords>;
