import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { keyringOf, type EvidenceKeys } from '../../../config/evidence-keys';

/**
 * What an event of a case's signing is (issue 22): a signature as intended, before the core is asked; its
 * settlement (confirmed: the core holds it; failed: the core refused or never got it), naming it in `ref`; the
 * signed document's hash once its last signature is in; the visiting agent's declaration (issue 13); the explicit
 * void of a signature (issue 40: who, why, the voided image), after which its block may be signed once more.
 */
export const EVIDENCE_KINDS = [
  'signature',
  'confirmed',
  'failed',
  'document-completed',
  'declaration',
  'void',
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
  /** The entry's place in its case's chain, 1…n. */
  seq: number;
  /** When the BFF appended it (UTC, microseconds: the exact text the database gives back). */
  recordedAt: string;
  /**
   * 2 (issue 40): the HMAC covers the case, seq and recordedAt as well; 1: a row written before, its fields only
   * (kept verifying as written; no version 1 row may follow a version 2 one).
   */
  chainVersion: 1 | 2;
  /** The id of the key that sealed it (config/evidence-keys.ts; '' for EVIDENCE_HMAC_KEY, the events before ids). */
  keyId: string;
  /**
   * HMAC-SHA256, with the key `keyId` names, of the previous entry's chainHash and this entry's fields: an
   * edited or removed entry breaks it, and without the key nobody can compute a chain that verifies.
   */
  chainHash: string;
}

/** The chain's anchor, kept apart from the chain and moved with every append: the last entry's seq and chainHash. */
export interface EvidenceHead {
  seq: number;
  hash: string;
}

/** The appended entry would contradict the case's records (`appendIf`'s condition refused it). */
export class EvidenceConflict extends Error {}

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

/** What a record's chainHash covers besides its entry's fields. */
export type ChainedPlace = Pick<EvidenceRecord, 'seq' | 'recordedAt' | 'chainVersion'>;

export const chainOf = (
  key: string,
  previous: string,
  transCode: string,
  r: EvidenceEntry & ChainedPlace,
): string => {
  const fields = FIELDS.map((f) => r[f]);
  const covered = r.chainVersion === 1 ? fields : [transCode, r.seq, r.recordedAt, ...fields];
  return createHmac('sha256', key)
    .update(previous + JSON.stringify(covered))
    .digest('hex');
};

/** The text recorded_at is kept and read back in: ISO 8601 UTC with microseconds (PostgreSQL's precision). */
export const recordedAtOf = (d: Date) => d.toISOString().replace(/Z$/, '000Z');

/** The first entry chains from this. */
export const CHAIN_START = '0'.repeat(64);

/**
 * What is wrong with a case's chain, [] when it verifies: the entries, in seq order, are numbered 1…n without a gap,
 * every chainHash recomputes with the key its row names (a chain may cross a key rotation) from its predecessor and its own fields (the case, seq and recordedAt
 * included), no version 1 entry follows a version 2 one, and the last one is the anchored head (no head: no entry).
 * Each entry is checked against its stored predecessor, so an edited entry names itself alone. A recomputed chain
 * without the key, an edited field, a removed entry (the first, a middle one, the last), reordered entries, and a
 * head missing or not matching each show.
 */
export function chainProblems(
  transCode: string,
  records: EvidenceRecord[],
  keys: string | EvidenceKeys,
  head: EvidenceHead | null,
): string[] {
  const { keys: byId } = keyringOf(keys);
  const problems: string[] = [];
  let previous = CHAIN_START;
  let version = 1;
  for (const [i, r] of records.entries()) {
    if (r.seq !== i + 1)
      problems.push(`event ${i + 1} has seq ${r.seq}: an event is missing or out of order`);
    if (r.chainVersion < version)
      problems.push(`seq ${r.seq}: chain version ${r.chainVersion} after version ${version}`);
    const key = byId[r.keyId];
    if (key === undefined)
      problems.push(`seq ${r.seq}: sealed with the key "${r.keyId}", which is not configured`);
    else if (!timingSafeEqualHex(chainOf(key, previous, transCode, r), r.chainHash))
      problems.push(
        `seq ${r.seq}: HMAC does not match (the event or its predecessor changed, or another key)`,
      );
    previous = r.chainHash;
    version = Math.max(version, r.chainVersion);
  }
  if (!head) {
    if (records.length) problems.push(`no head anchor for ${records.length} events`);
  } else if (head.seq !== records.length || head.hash !== previous) {
    problems.push(
      `head anchor (seq ${head.seq}) does not match the last event (seq ${records.at(-1)?.seq ?? 'none'}): ` +
        'events removed after it, or the head moved',
    );
  }
  return problems;
}

/** Whether the case's chain verifies (chainProblems finds nothing). */
export function chainIsValid(
  transCode: string,
  records: EvidenceRecord[],
  keys: string | EvidenceKeys,
  head: EvidenceHead | null,
): boolean {
  return chainProblems(transCode, records, keys, head).length === 0;
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
  /**
   * Appends the entry `entryOf` makes of the case's records as they stand, written only where the case's head still
   * is (else read again and made again: two appends of one case never both pass a condition the first one's entry
   * falsifies); `entryOf` saying null: EvidenceConflict. `known`, the case's records as the caller last read or
   * wrote them (all of them, in seq order), is tried first instead of a read: the entry made of them is written only
   * where they end, and the case read as usual when the head is elsewhere or `entryOf` refuses them.
   */
  appendIf(
    transCode: string,
    entryOf: (records: EvidenceRecord[]) => EvidenceEntry | null,
    known?: EvidenceRecord[],
  ): Promise<EvidenceRecord>;
  list(transCode: string): Promise<EvidenceRecord[]>;
  /** The records and whether they verify against the key and the head, read together. */
  verified(transCode: string): Promise<{ records: EvidenceRecord[]; chainValid: boolean }>;
  /** Remembers the SHA-256 of the PDF bytes served for a signer and document. */
  shown(transCode: string, docFid: string, cusCode: string, pdfSha256: string): Promise<void>;
  /** What was last served for each document and signer of the case, read at once. */
  lastShown(transCode: string): Promise<ShownDocuments>;
}

/** The SHA-256 of the PDF bytes last served for a document and signer of one case (null: never served). */
export type ShownDocuments = (docFid: string, cusCode: string) => string | null;

/** The case's shown documents from its servings, oldest first (a later one of a document and signer wins). */
export function shownDocuments(
  servings: readonly { docFid: string; cusCode: string; pdfSha256: string }[],
): ShownDocuments {
  const last = new Map(servings.map((s) => [`${s.docFid}\n${s.cusCode}`, s.pdfSha256]));
  return (docFid, cusCode) => last.get(`${docFid}\n${cusCode}`) ?? null;
}

/**
 * The case's records once `record` was appended: `known` and it when it went right after them (a chain only grows,
 * so they were then the whole case), else null (read them).
 */
export const recordsAfter = (
  known: EvidenceRecord[] | null,
  record: EvidenceRecord,
): EvidenceRecord[] | null =>
  known && record.seq === (known.at(-1)?.seq ?? 0) + 1 ? [...known, record] : null;

/** The head `records` end at, were they the whole case (null: none). */
export const headAfter = (records: EvidenceRecord[]): EvidenceHead | null => {
  const last = records.at(-1);
  return last ? { seq: last.seq, hash: last.chainHash } : null;
};

/** The key new events are sealed with, and its id. */
export function sealingKey(keys: string | EvidenceKeys): { keyId: string; key: string } {
  const { current, keys: byId } = keyringOf(keys);
  const key = byId[current];
  if (key === undefined) throw new Error(`the current evidence key "${current}" is not configured`);
  return { keyId: current, key };
}

export function memoryEvidenceLog(
  keys: string | EvidenceKeys,
  clock: () => Date = () => new Date(),
): EvidenceLog {
  const { keyId, key } = sealingKey(keys);
  const streams = new Map<string, EvidenceRecord[]>();
  const heads = new Map<string, EvidenceHead>();
  const servings = new Map<string, { docFid: string; cusCode: string; pdfSha256: string }[]>();
  let id = 0;
  // Synchronous from read to write: nothing else of this process runs between the condition and the append.
  const appendIf: EvidenceLog['appendIf'] = (transCode, entryOf) => {
    const records = streams.get(transCode) ?? [];
    const entry = entryOf([...records]);
    if (!entry) return Promise.reject(new EvidenceConflict(transCode));
    const head = heads.get(transCode);
    const place = { seq: (head?.seq ?? 0) + 1, recordedAt: recordedAtOf(clock()), chainVersion: 2 as const };
    const chainHash = chainOf(key, head?.hash ?? CHAIN_START, transCode, { ...entry, ...place });
    id += 1;
    const record = { id: String(id), ...entry, ...place, keyId, chainHash };
    streams.set(transCode, [...records, record]);
    heads.set(transCode, { seq: place.seq, hash: chainHash });
    return Promise.resolve(record);
  };
  return {
    append: (transCode, entry) => appendIf(transCode, () => entry),
    appendIf,
    list: (transCode) => Promise.resolve([...(streams.get(transCode) ?? [])]),
    verified(transCode) {
      const records = [...(streams.get(transCode) ?? [])];
      return Promise.resolve({
        records,
        chainValid: chainIsValid(transCode, records, keys, heads.get(transCode) ?? null),
      });
    },
    shown(transCode, docFid, cusCode, pdfSha256) {
      servings.set(transCode, [...(servings.get(transCode) ?? []), { docFid, cusCode, pdfSha256 }]);
      return Promise.resolve();
    },
    lastShown: (transCode) => Promise.resolve(shownDocuments(servings.get(transCode) ?? [])),
  };
}
