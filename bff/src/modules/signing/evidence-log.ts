import { createHash } from 'node:crypto';
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
  /** SHA-256 of the previous entry's chainHash and this entry's fields: an edited or removed entry breaks it. */
  chainHash: string;
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

export const chainOf = (previous: string, entry: EvidenceEntry) =>
  sha256(previous + JSON.stringify(FIELDS.map((f) => entry[f])));

/** The first entry chains from this. */
export const CHAIN_START = '0'.repeat(64);

/** Whether every entry's chainHash recomputes from its predecessor and its own fields. */
export function chainIsValid(records: EvidenceRecord[]): boolean {
  let previous = CHAIN_START;
  for (const r of records) {
    if (chainOf(previous, r) !== r.chainHash) return false;
    previous = r.chainHash;
  }
  return true;
}

/**
 * The append-only signature audit log, one per case: a Redis stream `ap:evidence:<transCode>` (XADD only; nothing
 * in the BFF trims or deletes it), and the hashes of the PDFs each signer was shown. Without Redis (development)
 * both live in the process.
 */
export interface EvidenceLog {
  append(transCode: string, entry: EvidenceEntry): Promise<EvidenceRecord>;
  list(transCode: string): Promise<EvidenceRecord[]>;
  /** Remembers the SHA-256 of the PDF bytes served for a signer and document. */
  shown(transCode: string, docFid: string, cusCode: string, pdfSha256: string): Promise<void>;
  lastShown(transCode: string, docFid: string, cusCode: string): Promise<string | null>;
}

const streamKey = (transCode: string) => `ap:evidence:${transCode}`;
const shownKey = (transCode: string) => `ap:sign-shown:${transCode}`;
/** What was shown is needed until the customer signs; a day is plenty. */
const SHOWN_TTL_SECONDS = 86_400;

function recordOf(id: string, fields: string[]): EvidenceRecord {
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) map.set(fields[i] as string, fields[i + 1] as string);
  const entry = Object.fromEntries(FIELDS.map((f) => [f, map.get(f) ?? ''])) as unknown as EvidenceEntry;
  return { id, ...entry, chainHash: map.get('chainHash') ?? '' };
}

/**
 * XADD only if the stream's last chainHash is still the one the new entry was chained to (else null: read again).
 * ARGV: the chain start, the expected previous chainHash, then the entry's field/value pairs.
 */
const APPEND_IF_LAST = `
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
local prev = ARGV[1]
if #last > 0 then
  local f = last[1][2]
  for i = 1, #f, 2 do if f[i] == 'chainHash' then prev = f[i + 1] end end
end
if prev ~= ARGV[2] then return false end
return redis.call('XADD', KEYS[1], '*', unpack(ARGV, 3))
`;

export function redisEvidenceLog(redis: Redis): EvidenceLog {
  return {
    async append(transCode, entry) {
      const key = streamKey(transCode);
      // Two signatures at once must not chain to the same predecessor: the script appends only onto the one read.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const last = await redis.xrevrange(key, '+', '-', 'COUNT', 1);
        const previous = last[0] ? recordOf(last[0][0], last[0][1]).chainHash : CHAIN_START;
        const chainHash = chainOf(previous, entry);
        const flat = [...FIELDS.flatMap((f) => [f, entry[f]]), 'chainHash', chainHash];
        const id = (await redis.eval(APPEND_IF_LAST, 1, key, CHAIN_START, previous, ...flat)) as
          string | null;
        if (typeof id === 'string') return { id, ...entry, chainHash };
      }
      throw new Error('evidence log busy');
    },
    async list(transCode) {
      const rows = await redis.xrange(streamKey(transCode), '-', '+');
      return rows.map(([id, fields]) => recordOf(id, fields));
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

export function memoryEvidenceLog(): EvidenceLog {
  const streams = new Map<string, EvidenceRecord[]>();
  const shown = new Map<string, string>();
  let seq = 0;
  return {
    append(transCode, entry) {
      const list = streams.get(transCode) ?? [];
      const chainHash = chainOf(list.at(-1)?.chainHash ?? CHAIN_START, entry);
      seq += 1;
      const record = { id: `${Date.now()}-${seq}`, ...entry, chainHash };
      streams.set(transCode, [...list, record]);
      return Promise.resolve(record);
    },
    list: (transCode) => Promise.resolve([...(streams.get(transCode) ?? [])]),
    shown(transCode, docFid, cusCode, pdfSha256) {
      shown.set(`${transCode}:${docFid}:${cusCode}`, pdfSha256);
      return Promise.resolve();
    },
    lastShown: (transCode, docFid, cusCode) =>
      Promise.resolve(shown.get(`${transCode}:${docFid}:${cusCode}`) ?? null),
  };
}

/** The case evidence log of this deployment: Redis when there is one (shared by every instance), else in memory. */
export const evidenceLogOf = (redis: Redis | null): EvidenceLog =>
  redis ? redisEvidenceLog(redis) : memoryEvidenceLog();
