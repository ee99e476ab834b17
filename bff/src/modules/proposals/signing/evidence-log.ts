import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * What an event of a case's signing is (issue 22): a signature as intended, before the core is asked; its
 * settlement (confirmed: the core holds it; failed: the core refused or never got it), naming it in `ref`; the
 * signed document's hash once its last signature is in; the visiting agent's declaration (issue 13).
 */
export const EVIDENCE_KINDS = [
  'signature',
  'confirmed',
  'failed',
  'document-completed',
  'declaration',
] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** What one event proves (issue 13 §6): who, which block and document, when, from where, what. */
export interface EvidenceEntry {
  kind: EvidenceKind;
  /** The signature event a confirmed or failed one settles ('' otherwise). */
  ref: string;
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

export const FIELDS: (keyof EvidenceEntry)[] = [
  'kind',
  'ref',
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
 * The append-only signature audit log, one per case (issue 22: PostgreSQL in evidence-log-pg.ts, this process's
 * memory in unit tests and a development machine without a database), and the hashes of the PDFs each signer was
 * shown. Nothing in the BFF changes or removes an entry.
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
