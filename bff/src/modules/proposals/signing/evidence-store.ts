import type { Pool, PoolClient } from 'pg';
import {
  CHAIN_START,
  EVIDENCE_KINDS,
  FIELDS,
  chainIsValid,
  chainOf,
  memoryEvidenceLog,
  type EvidenceEntry,
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
const INSERT = `INSERT INTO evidence_events (trans_code, seq, ${COLUMNS.join(', ')}, chain_hash)
  VALUES (${Array.from({ length: COLUMNS.length + 3 }, (_, i) => `$${i + 1}`).join(', ')}) RETURNING id`;
/** The rows under the entry's own names. */
const SELECT = `SELECT id::text AS id, seq, ${FIELDS.map((f) => `${COLUMN[f]} AS "${f}"`).join(', ')},
  chain_hash AS "chainHash" FROM evidence_events WHERE trans_code = $1 ORDER BY seq`;

type EvidenceRow = Omit<EvidenceRecord, 'kind'> & { kind: string; seq: number };

/** A row's kind, as the table's CHECK allows only these. */
const kindOf = (kind: string): EvidenceKind => EVIDENCE_KINDS.find((k) => k === kind) ?? 'signature';

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
 * The evidence in PostgreSQL (issue 22): evidence_events, chained per case under a lock of the case (two signatures
 * at once never chain to the same predecessor), and evidence_shown; both refuse UPDATE, DELETE and TRUNCATE, and
 * the BFF's role may only SELECT and INSERT. The chain verifies when every row recomputes from its predecessor with
 * the key and the rows are numbered 1…n without a gap.
 */
export function pgEvidenceLog(pool: Pool, key: string): EvidenceLog {
  const rowsOf = async (transCode: string) =>
    (await pool.query<EvidenceRow>(SELECT, [transCode])).rows.map((r) => ({ ...r, kind: kindOf(r.kind) }));
  const list = async (transCode: string): Promise<EvidenceRecord[]> =>
    (await rowsOf(transCode)).map(({ seq: _seq, ...r }) => r);
  return {
    append: (transCode, entry) =>
      inTransaction(pool, async (client) => {
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
          `evidence:${transCode}`,
        ]);
        const last = await client.query<{ seq: number; chain_hash: string }>(
          'SELECT seq, chain_hash FROM evidence_events WHERE trans_code = $1 ORDER BY seq DESC LIMIT 1',
          [transCode],
        );
        const previous = last.rows[0]?.chain_hash ?? CHAIN_START;
        const chainHash = chainOf(key, previous, entry);
        const { rows } = await client.query<{ id: string }>(INSERT, [
          transCode,
          (last.rows[0]?.seq ?? 0) + 1,
          ...FIELDS.map((f) => entry[f]),
          chainHash,
        ]);
        return { id: String(rows[0]?.id), ...entry, chainHash };
      }),
    list,
    async verified(transCode) {
      const rows = await rowsOf(transCode);
      const numbered = rows.every((r, i) => r.seq === i + 1);
      const last = rows.at(-1);
      const head = last ? { hash: last.chainHash, count: rows.length } : null;
      const records = rows.map(({ seq: _seq, ...r }) => r);
      return { records, chainValid: numbered && chainIsValid(records, key, head) };
    },
    async shown(transCode, docFid, cusCode, pdfSha256) {
      await pool.query(
        'INSERT INTO evidence_shown (trans_code, doc_fid, cus_code, pdf_sha256) VALUES ($1, $2, $3, $4)',
        [transCode, docFid, cusCode, pdfSha256],
      );
    },
    async lastShown(transCode, docFid, cusCode) {
      const { rows } = await pool.query<{ pdf_sha256: string }>(
        `SELECT pdf_sha256 FROM evidence_shown WHERE trans_code = $1 AND doc_fid = $2 AND cus_code = $3
          ORDER BY id DESC LIMIT 1`,
        [transCode, docFid, cusCode],
      );
      return rows[0]?.pdf_sha256 ?? null;
    },
  };
}

/**
 * The case evidence log: in PostgreSQL when there is a database, else in this process (a development machine without
 * one; production refuses to start without it), keyed with EVIDENCE_HMAC_KEY.
 */
export function evidenceLogOf({
  database,
  env,
}: {
  database: Pool | null;
  env: { evidenceKey: string };
}): EvidenceLog {
  return database ? pgEvidenceLog(database, env.evidenceKey) : memoryEvidenceLog(env.evidenceKey);
}
