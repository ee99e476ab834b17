import type { Pool, PoolClient } from 'pg';
import type { EvidenceKeys } from '../../../config/evidence-keys';
import {
  CHAIN_START,
  EVIDENCE_KINDS,
  EvidenceConflict,
  FIELDS,
  chainIsValid,
  chainOf,
  chainProblems,
  headAfter,
  memoryEvidenceLog,
  recordedAtOf,
  sealingKey,
  shownDocuments,
  type EvidenceEntry,
  type EvidenceHead,
  type EvidenceKind,
  type EvidenceLog,
  type EvidenceRecord,
} from './evidence-log';

/** Each entry field's column in evidence_events (bff/migrations). */
const COLUMN: Record<keyof EvidenceEntry, string> = {
  kind: 'kind',
  ref: 'ref',
  at: 'at',
  recCode: 'rec_code',
  docCode: 'doc_code',
  docFid: 'doc_fid',
  signCode: 'sign_code',
  cusCode: 'cus_code',
  signerName: 'signer_name',
  label: 'label',
  userCode: 'user_code',
  clientIp: 'client_ip',
  userAgent: 'user_agent',
  imageSha256: 'image_sha256',
  pdfSha256: 'pdf_sha256',
};
const COLUMNS = FIELDS.map((f) => COLUMN[f]);
/**
 * The event appended where the case's head still is where it was read, in one statement (one round trip, no
 * transaction held across the BFF's work): the head moves from the place read ($N+1 seq, $N+2 hash; 0 for a case
 * without one) to the new event, and the event is written only if it did. A head another append moved meanwhile
 * matches nothing, so nothing is written and the append reads again (appendIf). A head moved back by hand still meets
 * the events' UNIQUE (trans_code, seq): the statement fails, nothing is written.
 */
const VALUES = Array.from({ length: COLUMNS.length + 6 }, (_, i) => `$${i + 1}`);
const CAST: Record<number, string> = { 1: '::integer', 2: '::timestamptz', 3: '::smallint' };
const PREV_SEQ = `$${VALUES.length + 1}::integer`;
const PREV_HASH = `$${VALUES.length + 2}::text`;
const APPEND = `WITH moved AS (UPDATE evidence_heads SET seq = $2::integer, chain_hash = $${VALUES.length}
      WHERE trans_code = $1 AND seq = ${PREV_SEQ} AND chain_hash = ${PREV_HASH} RETURNING 1),
    started AS (INSERT INTO evidence_heads (trans_code, seq, chain_hash)
      SELECT $1, $2::integer, $${VALUES.length} WHERE ${PREV_SEQ} = 0
      ON CONFLICT (trans_code) DO NOTHING RETURNING 1),
    event AS (INSERT INTO evidence_events
      (trans_code, seq, recorded_at, chain_version, ${COLUMNS.join(', ')}, key_id, chain_hash)
      SELECT ${VALUES.map((v, i) => `${v}${CAST[i] ?? ''}`).join(', ')}
      WHERE EXISTS (SELECT 1 FROM moved UNION ALL SELECT 1 FROM started)
      RETURNING id)
  SELECT id::text AS id FROM event`;
/** How often an append that found the head moved reads again before it fails (its callers answer 503). */
const APPEND_TRIES = 20;
/**
 * The rows under the entry's own names, recorded_at as the exact text the chain covers (UTC, microseconds: every
 * digit PostgreSQL keeps, so an edit of a microsecond shows).
 */
const ROW = `id::text AS id, seq, chain_version AS "chainVersion",
  to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "recordedAt",
  ${FIELDS.map((f) => `${COLUMN[f]} AS "${f}"`).join(', ')}, key_id AS "keyId", chain_hash AS "chainHash"`;
const SELECT = `SELECT ${ROW} FROM evidence_events WHERE trans_code = $1 ORDER BY seq`;
/** The case's rows and its head in one statement (one snapshot): one row with no event for a case without any. */
const CASE = `SELECT h.seq AS "headSeq", h.chain_hash AS "headHash", e.*
  FROM (SELECT $1::text AS trans_code) AS c
  LEFT JOIN evidence_heads h ON h.trans_code = c.trans_code
  LEFT JOIN LATERAL (SELECT ${ROW} FROM evidence_events WHERE trans_code = c.trans_code) AS e ON true
  ORDER BY e.seq`;

type EvidenceRow = Omit<EvidenceRecord, 'kind' | 'chainVersion'> & { kind: string; chainVersion: number };

/** A row's kind, as the table's CHECK allows only these. */
const kindOf = (kind: string): EvidenceKind => EVIDENCE_KINDS.find((k) => k === kind) ?? 'signature';
const recordOf = (r: EvidenceRow): EvidenceRecord => ({
  ...r,
  kind: kindOf(r.kind),
  chainVersion: r.chainVersion === 1 ? 1 : 2,
});

type Queryable = Pick<Pool, 'query'> | PoolClient;
const rowsOf = async (db: Queryable, transCode: string) =>
  (await db.query<EvidenceRow>(SELECT, [transCode])).rows.map(recordOf);

type CaseRow = Partial<EvidenceRow> & { headSeq: number | null; headHash: string | null };
/** The case's records and head as one statement saw them (CASE). */
async function caseOf(db: Queryable, transCode: string) {
  const { rows } = await db.query<CaseRow>(CASE, [transCode]);
  const first = rows[0];
  const head: EvidenceHead | null =
    first?.headSeq == null ? null : { seq: first.headSeq, hash: first.headHash ?? '' };
  const records = rows
    .filter((r) => r.id != null)
    .map(({ headSeq: _seq, headHash: _hash, ...r }) => recordOf(r as EvidenceRow));
  return { records, head };
}

async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * The evidence in PostgreSQL (issue 22, issue 40): evidence_events, chained per case, and evidence_heads, the case's
 * last seq and chainHash. An append reads the case's records and head in one statement, makes its entry of them, and
 * writes it where the head still is (APPEND: the head moved and the event written in one statement): of two appends
 * at once one moves the head, the other finds it moved and reads again, so two never chain to the same predecessor
 * and a condition on the records holds until the entry is in. evidence_events and evidence_shown refuse UPDATE,
 * DELETE and TRUNCATE, the heads DELETE and TRUNCATE. A case whose head was moved back cannot be appended to (the seq
 * is taken) until someone looks.
 */
export function pgEvidenceLog(
  pool: Pool,
  keys: string | EvidenceKeys,
  clock: () => Date = () => new Date(),
): EvidenceLog {
  const { keyId, key } = sealingKey(keys);
  const appendIf: EvidenceLog['appendIf'] = async (transCode, entryOf, known) => {
    for (let tries = 0; tries < APPEND_TRIES; tries += 1) {
      // The caller's records first, as if read here: the APPEND below finds out whether they are still the case's.
      const guessed = tries === 0 && known !== undefined;
      const { records, head } = guessed
        ? { records: known, head: headAfter(known) }
        : await caseOf(pool, transCode);
      const entry = entryOf(records);
      if (!entry && guessed) continue;
      if (!entry) throw new EvidenceConflict(transCode);
      const place = {
        seq: (head?.seq ?? 0) + 1,
        recordedAt: recordedAtOf(clock()),
        chainVersion: 2 as const,
      };
      const chainHash = chainOf(key, head?.hash ?? CHAIN_START, transCode, { ...entry, ...place });
      const { rows } = await pool.query<{ id: string }>(APPEND, [
        transCode,
        place.seq,
        place.recordedAt,
        place.chainVersion,
        ...FIELDS.map((f) => entry[f]),
        keyId,
        chainHash,
        head?.seq ?? 0,
        head?.hash ?? '',
      ]);
      if (rows[0]) return { id: rows[0].id, ...entry, ...place, keyId, chainHash };
    }
    throw new Error(`evidence of ${transCode}: its head moved under ${APPEND_TRIES} appends in a row`);
  };
  return {
    append: (transCode, entry) => appendIf(transCode, () => entry),
    appendIf,
    list: (transCode) => rowsOf(pool, transCode),
    async verified(transCode) {
      // The rows and the head in one statement: read apart, an append between them would look like a mismatch.
      const { records, head } = await caseOf(pool, transCode);
      return { records, chainValid: chainIsValid(transCode, records, keys, head) };
    },
    async shown(transCode, docFid, cusCode, pdfSha256) {
      await pool.query(
        'INSERT INTO evidence_shown (trans_code, doc_fid, cus_code, pdf_sha256) VALUES ($1, $2, $3, $4)',
        [transCode, docFid, cusCode, pdfSha256],
      );
    },
    async lastShown(transCode) {
      const { rows } = await pool.query<{ docFid: string; cusCode: string; pdfSha256: string }>(
        `SELECT DISTINCT ON (doc_fid, cus_code) doc_fid AS "docFid", cus_code AS "cusCode", pdf_sha256 AS "pdfSha256"
           FROM evidence_shown WHERE trans_code = $1 ORDER BY doc_fid, cus_code, id DESC`,
        [transCode],
      );
      return shownDocuments(rows);
    },
  };
}

/** One case's verdict: its events, and what is wrong with its chain ([] when it verifies). */
export interface CaseVerdict {
  transCode: string;
  events: number;
  valid: boolean;
  problems: string[];
}

export interface EvidenceVerdict {
  valid: boolean;
  cases: CaseVerdict[];
  events: number;
  /** When the snapshot was read (the database's clock, ISO 8601). */
  checkedAt: string;
}

/** One case's records and verdict, read on `client` (in the caller's snapshot). */
async function readCase(client: PoolClient, keys: string | EvidenceKeys, transCode: string) {
  const { records, head } = await caseOf(client, transCode);
  const problems =
    records.length === 0 && head === null
      ? ['no evidence recorded for this case']
      : chainProblems(transCode, records, keys, head);
  const verdict: CaseVerdict = { transCode, events: records.length, valid: problems.length === 0, problems };
  return { records, verdict };
}

const SNAPSHOT = 'SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY';
const NOW = `SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS now`;

/** One case's records and verdict in one snapshot, for the auditor's package (`npm run evidence -- export`). */
export async function readCaseEvidence(
  pool: Pool,
  keys: string | EvidenceKeys,
  transCode: string,
): Promise<{ records: EvidenceRecord[]; verdict: CaseVerdict; checkedAt: string }> {
  return inTransaction(pool, async (client) => {
    await client.query(SNAPSHOT);
    const checkedAt = (await client.query<{ now: string }>(NOW)).rows[0]!.now;
    return { ...(await readCase(client, keys, transCode)), checkedAt };
  });
}

/**
 * Verifies the evidence of one case or of every case (issue 43 Deliver 3, `npm run evidence -- verify`): every chain,
 * every event's HMAC and each head anchor (chainProblems), all read in one snapshot (REPEATABLE READ, read only), so
 * appends meanwhile neither break nor join it. Every case is one that has events or a head. A case named that has
 * neither is reported: nothing recorded is nothing proved.
 */
export async function verifyEvidence(
  pool: Pool,
  keys: string | EvidenceKeys,
  scope: { transCode: string } | 'all',
): Promise<EvidenceVerdict> {
  return inTransaction(pool, async (client) => {
    await client.query(SNAPSHOT);
    const checkedAt = (await client.query<{ now: string }>(NOW)).rows[0]!.now;
    const codes =
      scope === 'all'
        ? (
            await client.query<{ trans_code: string }>(
              `SELECT trans_code FROM evidence_events UNION SELECT trans_code FROM evidence_heads ORDER BY 1`,
            )
          ).rows.map((r) => r.trans_code)
        : [scope.transCode];
    const cases: CaseVerdict[] = [];
    for (const transCode of codes) cases.push((await readCase(client, keys, transCode)).verdict);
    return {
      valid: cases.every((c) => c.valid),
      cases,
      events: cases.reduce((n, c) => n + c.events, 0),
      checkedAt,
    };
  });
}

/**
 * The case evidence log: in PostgreSQL when there is a database, else in this process (a development machine without
 * one; production refuses to start without it), sealed with the current key of EVIDENCE_HMAC_KEYS / EVIDENCE_HMAC_KEY.
 */
export function evidenceLogOf({
  database,
  env,
}: {
  database: Pool | null;
  env: { evidenceKeys: EvidenceKeys };
}): EvidenceLog {
  return database ? pgEvidenceLog(database, env.evidenceKeys) : memoryEvidenceLog(env.evidenceKeys);
}

/**
 * The key ids the stored events were sealed with that `keys` lacks ([]: every event can be verified). Checked at
 * start-up: a key removed while events still need it is refused there, not found out by the next audit.
 */
export async function missingEvidenceKeys(pool: Pool, keys: EvidenceKeys): Promise<string[]> {
  const { rows } = await pool.query<{ key_id: string }>(
    'SELECT DISTINCT key_id FROM evidence_events ORDER BY 1',
  );
  return rows.map((r) => r.key_id).filter((id) => keys.keys[id] === undefined);
}
