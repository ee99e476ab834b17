import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type Redis from 'ioredis';

/** What one stored signature proves (issue 13 §6): who, which block and document, when, from where, what. */
export interface EvidenceEntry {
  at: string;
  recCode: string;
  docCode: string;
  docFid: string;
  signCode: string;
  cusCode: string;
  signerName: string;
  label: string;
  userCode: string;
  clientIp: string;
  userAgent: string;
  imageSha256: string;
  pdfSha256: string;
}

export interface EvidenceRecord extends EvidenceEntry {
  id: string;
  /**
   * HMAC-SHA256, with the server's EVIDENCE_HMAC_KEY, of the previous entry's chainHash and this entry's fields: an
   * edited or removed entry breaks it, and without the key nobody can compute a chain that verifies.
   */
  chainHash: string;
}

/** The chain's anchor, kept apart from the chain and moved with every append: the last chainHash and the count. */
export interface EvidenceHead {
  hash: string;
  count: number;
}

export const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

const FIELDS: (keyof EvidenceEntry)[] = [
  'at',
  'recCode',
  'docCode',
  'docFid',
  'signCode',
  'cusCode',
  'signerName',
  'label',
  'userCode',
  'clientIp',
  'userAgent',
  'imageSha256',
  'pdfSha256',
];

export const chainOf = (key: string, previous: string, entry: EvidenceEntry) =>
  createHmac('sha256', key)
    .update(previous + JSON.stringify(FIELDS.map((f) => entry[f])))
    .digest('hex');

/** The first entry chains from this. */
export const CHAIN_START = '0'.repeat(64);

/**
 * Whether every entry's chainHash recomputes, with the key, from its predecessor and its own fields, and the last one
 * is the anchored head (no head: no entry). A recomputed chain without the key, an edited entry, a removed entry, the
 * last one included, and a head that does not match all read as not valid.
 */
export function chainIsValid(records: EvidenceRecord[], key: string, head: EvidenceHead | null): boolean {
  let previous = CHAIN_START;
  for (const r of records) {
    if (!timingSafeEqualHex(chainOf(key, previous, r), r.chainHash)) return false;
    previous = r.chainHash;
  }
  if (!head) return records.length === 0;
  return head.count === records.length && head.hash === previous;
}

function timingSafeEqualHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/**
 * The append-only signature audit log, one per case: a Redis stream `ap:evidence:<transCode>` (XADD only; nothing
 * in the BFF trims or deletes it), its head `ap:evidence:head:<transCode>` (the last chainHash and the count, written
 * in the same script as the entry), and the hashes of the PDFs each signer was shown. Without Redis (development)
 * all live in the process.
 */
export interface EvidenceLog {
  append(transCode: string, entry: EvidenceEntry): Promise<EvidenceRecord>;
  list(transCode: string): Promise<EvidenceRecord[]>;
  /** The records and whether they verify against the key and the head, read together. */
  verified(transCode: string): Promise<{ records: EvidenceRecord[]; chainValid: boolean }>;
  /** Remembers the SHA-256 of the PDF bytes served for a signer and document. */
  shown(transCode: string, docFid: string, cusCode: string, pdfSha256: string): Promise<void>;
  lastShown(transCode: string, docFid: string, cusCode: string): Promise<string | null>;
}

const streamKey = (transCode: string) => `ap:evidence:${transCode}`;
const headKey = (transCode: string) => `ap:evidence:head:${transCode}`;
const shownKey = (transCode: string) => `ap:sign-shown:${transCode}`;
/** What was shown is needed until the customer signs; a day is plenty. */
const SHOWN_TTL_SECONDS = 86_400;

function recordOf(id: string, fields: string[]): EvidenceRecord {
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) map.set(fields[i] as string, fields[i + 1] as string);
  const entry = Object.fromEntries(FIELDS.map((f) => [f, map.get(f) ?? ''])) as unknown as EvidenceEntry;
  return { id, ...entry, chainHash: map.get('chainHash') ?? '' };
}

function headOf(hash: string | null | undefined, count: string | null | undefined): EvidenceHead | null {
  const n = Number(count);
  return hash && Number.isInteger(n) ? { hash, count: n } : null;
}

/**
 * XADD and move the head in one step, only if the head is still the one the new entry was chained to (else null:
 * read again). KEYS: the stream, the head. ARGV: the expected head hash (CHAIN_START when none), the expected count,
 * the new chainHash, then the entry's field/value pairs.
 */
const APPEND_AND_ANCHOR = `
local head = redis.call('HMGET', KEYS[2], 'hash', 'count')
local hash = head[1] or ARGV[1]
local count = head[2] or '0'
if hash ~= ARGV[1] or count ~= ARGV[2] then return false end
local id = redis.call('XADD', KEYS[1], '*', unpack(ARGV, 4))
redis.call('HSET', KEYS[2], 'hash', ARGV[3], 'count', tostring(tonumber(count) + 1))
return id
`;

export function redisEvidenceLog(redis: Redis, key: string): EvidenceLog {
  return {
    async append(transCode, entry) {
      // Two signatures at once must not chain to the same predecessor: the script appends only onto the head read.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const [hash, count] = await redis.hmget(headKey(transCode), 'hash', 'count');
        const previous = hash ?? CHAIN_START;
        const chainHash = chainOf(key, previous, entry);
        const flat = [...FIELDS.flatMap((f) => [f, entry[f]]), 'chainHash', chainHash];
        const id = (await redis.eval(
          APPEND_AND_ANCHOR,
          2,
          streamKey(transCode),
          headKey(transCode),
          previous,
          count ?? '0',
          chainHash,
          ...flat,
        )) as string | null;
        if (typeof id === 'string') return { id, ...entry, chainHash };
      }
      throw new Error('evidence log busy');
    },
    async list(transCode) {
      const rows = await redis.xrange(streamKey(transCode), '-', '+');
      return rows.map(([id, fields]) => recordOf(id, fields));
    },
    async verified(transCode) {
      const answers = await redis
        .multi()
        .xrange(streamKey(transCode), '-', '+')
        .hmget(headKey(transCode), 'hash', 'count')
        .exec();
      const failed = answers?.find(([err]) => err);
      if (!answers || failed) throw failed?.[0] ?? new Error('evidence read aborted');
      const rows = answers[0]?.[1] as [string, string[]][];
      const [hash, count] = answers[1]?.[1] as (string | null)[];
      const records = rows.map(([id, fields]) => recordOf(id, fields));
      return { records, chainValid: chainIsValid(records, key, headOf(hash, count)) };
    },
    async shown(transCode, docFid, cusCode, pdfSha256) {
      await redis
        .multi()
        .hset(shownKey(transCode), `${docFid}:${cusCode}`, pdfSha256)
        .expire(shownKey(transCode), SHOWN_TTL_SECONDS)
        .exec();
    },
    async lastShown(transCode, docFid, cusCode) {
      return redis.hget(shownKey(transCode), `${docFid}:${cusCode}`);
    },
  };
}

export function memoryEvidenceLog(key: string): EvidenceLog {
  const streams = new Map<string, EvidenceRecord[]>();
  const heads = new Map<string, EvidenceHead>();
  const shown = new Map<string, string>();
  let seq = 0;
  return {
    append(transCode, entry) {
      const head = heads.get(transCode);
      const chainHash = chainOf(key, head?.hash ?? CHAIN_START, entry);
      seq += 1;
      const record = { id: `${Date.now()}-${seq}`, ...entry, chainHash };
      streams.set(transCode, [...(streams.get(transCode) ?? []), record]);
      heads.set(transCode, { hash: chainHash, count: (head?.count ?? 0) + 1 });
      return Promise.resolve(record);
    },
    list: (transCode) => Promise.resolve([...(streams.get(transCode) ?? [])]),
    verified(transCode) {
      const records = [...(streams.get(transCode) ?? [])];
      return Promise.resolve({
        records,
        chainValid: chainIsValid(records, key, heads.get(transCode) ?? null),
      });
    },
    shown(transCode, docFid, cusCode, pdfSha256) {
      shown.set(`${transCode}:${docFid}:${cusCode}`, pdfSha256);
      return Promise.resolve();
    },
    lastShown: (transCode, docFid, cusCode) =>
      Promise.resolve(shown.get(`${transCode}:${docFid}:${cusCode}`) ?? null),
  };
}

/** The case evidence log of a module: in Redis when there is one, keyed with EVIDENCE_HMAC_KEY. */
export function evidenceLogOf({
  redis,
  env,
}: {
  redis: Redis | null;
  env: { evidenceKey: string };
}): EvidenceLog {
  return redis ? redisEvidenceLog(redis, env.evidenceKey) : memoryEvidenceLog(env.evidenceKey);
}
