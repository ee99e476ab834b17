import {
  EvidenceConflict,
  chainIsValid,
  memoryEvidenceLog,
  type EvidenceLog,
} from '../modules/proposals/signing/evidence-log';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { pgEvidenceLog } from '../modules/proposals/signing/evidence-store';
import { CHAIN_START, FIELDS, chainOf, recordsAfter } from '../modules/proposals/signing/evidence-log';
import { MIGRATIONS_DIR, migrate } from '../infra/database';
import { TEST_DATABASE_URL, testDatabase, type TestDatabase } from './support/database';
import { evidenceEntry as entry } from './support/evidence';

const KEY = 'evidence-log-test-key-0123456789abcdef';
let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.drop());

describe.each([
  ['memory', () => memoryEvidenceLog(KEY)],
  ['PostgreSQL', () => pgEvidenceLog(db.pool, KEY)],
] as [string, () => EvidenceLog][])('evidence log (%s)', (_name, make) => {
  const transCode = `TEVID${Date.now()}`;

  it('appends in order, concurrent appends included, with a hash chain that a changed or removed entry breaks', async () => {
    const log = make();
    await Promise.all(['R01', 'R02', 'R03'].map((r) => log.append(transCode, entry(r))));
    const records = await log.list(transCode);
    expect(records.map((r) => r.recCode).sort()).toEqual(['R01', 'R02', 'R03']);
    expect(records.map((r) => r.seq)).toEqual([1, 2, 3]);
    const head = { seq: 3, hash: records[2]!.chainHash };
    const valid = (rs: typeof records, h: typeof head | null = head) => chainIsValid(transCode, rs, KEY, h);
    expect(valid(records)).toBe(true);
    expect(await log.verified(transCode)).toEqual({ records, chainValid: true });
    // Any field, the place in the chain included; a removed or reordered entry; a head that does not match.
    expect(valid([{ ...records[0]!, clientIp: '10.0.0.1' }, ...records.slice(1)])).toBe(false);
    const later = records[1]!.recordedAt.replace(/\d(?=Z$)/, (d) => String((Number(d) + 1) % 10));
    expect(valid([records[0]!, { ...records[1]!, recordedAt: later }, records[2]!])).toBe(false);
    expect(chainIsValid(`${transCode}X`, records, KEY, head)).toBe(false);
    expect(valid([records[0]!, records[2]!])).toBe(false);
    expect(valid(records.slice(0, 2))).toBe(false);
    expect(valid(records.slice(0, 2), { seq: 2, hash: records[1]!.chainHash })).toBe(true);
    expect(valid([records[1]!, records[0]!, records[2]!])).toBe(false);
    expect(valid(records, { seq: 3, hash: records[1]!.chainHash })).toBe(false);
    expect(valid(records, null)).toBe(false);
    expect(valid([], null)).toBe(true);
  });

  it('appendIf: of appends at once under a condition the first falsifies, one; the refused one writes nothing', async () => {
    const log = make();
    const code = `${transCode}IF`;
    const once = (records: { recCode: string }[]) =>
      records.some((r) => r.recCode === 'R09') ? null : entry('R09');
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => log.appendIf(code, once)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(3);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(EvidenceConflict);
    const { records, chainValid } = await log.verified(code);
    expect(records.map((r) => r.recCode)).toEqual(['R09']);
    expect(chainValid).toBe(true);
  });

  it('remembers the last PDF hash shown per document and signer', async () => {
    const log = make();
    expect((await log.lastShown(transCode))('TRA01', 'TRO')).toBeNull();
    await log.shown(transCode, 'TRA01', 'TRO', 'c'.repeat(64));
    await log.shown(transCode, 'TRA01', 'TRO', 'd'.repeat(64));
    await log.shown(transCode, 'TRA02', 'TRO', 'e'.repeat(64));
    await log.shown('TR9999999999999', 'TRA01', 'TRI', 'f'.repeat(64));
    const shown = await log.lastShown(transCode);
    expect(shown('TRA01', 'TRO')).toBe('d'.repeat(64));
    expect(shown('TRA02', 'TRO')).toBe('e'.repeat(64));
    expect(shown('TRA01', 'TRI')).toBeNull();
  });
});

describe('appends in PostgreSQL: the head moved and the event written in one statement, or nothing', () => {
  it('twenty appends at once to one case: each once, in one unbroken chain', async () => {
    const log = pgEvidenceLog(db.pool, KEY);
    const code = `TMANY${Date.now()}`;
    const recs = Array.from({ length: 20 }, (_, i) => `R${String(i + 1).padStart(2, '0')}`);
    await Promise.all(recs.map((r) => log.append(code, entry(r))));
    const { records, chainValid } = await log.verified(code);
    expect(chainValid).toBe(true);
    expect(records.map((r) => r.seq)).toEqual(recs.map((_, i) => i + 1));
    expect(records.map((r) => r.recCode).sort()).toEqual(recs);
  });

  it("the caller's records tried first: one statement while they are the case's, else read again and decided there", async () => {
    let statements = 0;
    const pool = {
      query: (...args: Parameters<Pool['query']>) => ((statements += 1), db.pool.query(...args)),
    };
    const log = pgEvidenceLog(pool as unknown as Pool, KEY);
    const code = `TKNOWN${Date.now()}`;
    const first = await log.append(code, entry('R01'));
    // Current: written where they end, no read.
    statements = 0;
    const second = await log.appendIf(code, () => entry('R02'), [first]);
    expect(statements).toBe(1);
    expect(recordsAfter([first], second)).toEqual(await log.list(code));
    // Stale (R02 is in since): nothing written on them; read, then written after R02.
    statements = 0;
    const third = await log.appendIf(code, () => entry('R03'), [first]);
    expect(statements).toBe(3);
    expect(third.seq).toBe(3);
    expect(recordsAfter([first], third)).toBeNull();
    // A condition the stale records refuse is decided on the case as it is: R05 is in, so R06 may follow it.
    await log.append(code, entry('R05'));
    const after05 = (rs: { recCode: string }[]) =>
      rs.some((r) => r.recCode === 'R05') ? entry('R06') : null;
    expect((await log.appendIf(code, after05, [first])).seq).toBe(5);
    // A condition the case itself refuses: EvidenceConflict, nothing written.
    const never = (rs: { recCode: string }[]) => (rs.some((r) => r.recCode === 'R06') ? null : entry('R07'));
    await expect(log.appendIf(code, never, [first])).rejects.toBeInstanceOf(EvidenceConflict);
    const { records, chainValid } = await log.verified(code);
    expect(records.map((r) => r.recCode)).toEqual(['R01', 'R02', 'R03', 'R05', 'R06']);
    expect(chainValid).toBe(true);
  });

  it('a head moved back by hand: the next append is refused and writes nothing; the chain shows the head', async () => {
    const log = pgEvidenceLog(db.pool, KEY);
    const code = `TBACK${Date.now()}`;
    const first = await log.append(code, entry('R01'));
    await log.append(code, entry('R02'));
    await db.owner.query('UPDATE evidence_heads SET seq = 1, chain_hash = $2 WHERE trans_code = $1', [
      code,
      first.chainHash,
    ]);
    await expect(log.append(code, entry('R03'))).rejects.toThrow(/duplicate key|unique/i);
    const { records, chainValid } = await log.verified(code);
    expect(records.map((r) => r.recCode)).toEqual(['R01', 'R02']);
    expect(chainValid).toBe(false);
  });
});

describe('the evidence tables refuse change, in the database itself (issue 22)', () => {
  const transCode = `TAPPEND${Date.now()}`;
  const refusal = expect.objectContaining({
    message: expect.stringMatching(/append-only|permission denied/),
  });

  beforeAll(async () => {
    const log = pgEvidenceLog(db.pool, KEY);
    await log.append(transCode, entry('R01'));
    await log.append(transCode, entry('R02'));
    await log.shown(transCode, 'TRA01', 'TRO', 'c'.repeat(64));
  });

  it.each([
    ['UPDATE', `UPDATE evidence_events SET client_ip = '10.0.0.9' WHERE trans_code = $1`],
    ['DELETE', `DELETE FROM evidence_events WHERE trans_code = $1`],
    ['UPDATE shown', `UPDATE evidence_shown SET pdf_sha256 = 'x' WHERE trans_code = $1`],
    ['DELETE shown', `DELETE FROM evidence_shown WHERE trans_code = $1`],
  ])('%s: refused for the owner, a superuser, by the trigger', async (_op, sql) => {
    await expect(db.owner.query(sql, [transCode])).rejects.toEqual(
      expect.objectContaining({ message: expect.stringMatching(/append-only/) }),
    );
  });

  it('TRUNCATE: refused for the owner', async () => {
    await expect(db.owner.query('TRUNCATE evidence_events')).rejects.toEqual(refusal);
    await expect(db.owner.query('TRUNCATE evidence_shown')).rejects.toEqual(refusal);
  });

  it("the BFF's role may only read and append: no UPDATE, DELETE, TRUNCATE or DDL", async () => {
    for (const sql of [
      `UPDATE evidence_events SET client_ip = '10.0.0.9' WHERE trans_code = '${transCode}'`,
      `DELETE FROM evidence_events WHERE trans_code = '${transCode}'`,
      'TRUNCATE evidence_events',
      'ALTER TABLE evidence_events DISABLE TRIGGER evidence_events_append_only',
      'DROP TABLE evidence_shown',
      `DELETE FROM evidence_heads WHERE trans_code = '${transCode}'`,
      'TRUNCATE evidence_heads',
    ])
      await expect(db.pool.query(sql)).rejects.toEqual(
        expect.objectContaining({ message: expect.stringMatching(/permission denied|must be owner/) }),
      );
    const left = await db.pool.query('SELECT count(*)::int AS n FROM evidence_events WHERE trans_code = $1', [
      transCode,
    ]);
    expect(left.rows[0]).toEqual({ n: 2 });
  });

  it('a row a superuser edits past the trigger, or removes, breaks the chain on the next read', async () => {
    const log = pgEvidenceLog(db.pool, KEY);
    expect((await log.verified(transCode)).chainValid).toBe(true);
    const tamper = await db.owner.connect();
    try {
      // Replication mode skips ordinary triggers: only a superuser can do this, and the chain still tells.
      await tamper.query('SET session_replication_role = replica');
      await tamper.query(
        `UPDATE evidence_events SET signer_name = '李四' WHERE trans_code = $1 AND seq = 1`,
        [transCode],
      );
      expect((await log.verified(transCode)).chainValid).toBe(false);
      await tamper.query(
        `UPDATE evidence_events SET signer_name = '王大明' WHERE trans_code = $1 AND seq = 1`,
        [transCode],
      );
      expect((await log.verified(transCode)).chainValid).toBe(true);
      await tamper.query('DELETE FROM evidence_events WHERE trans_code = $1 AND seq = 1', [transCode]);
      expect((await log.verified(transCode)).chainValid).toBe(false);
    } finally {
      await tamper.query('SET session_replication_role = DEFAULT');
      tamper.release();
    }
  });
});

describe('evidence written before issue 40 (chain version 1) keeps verifying after migration 0002', () => {
  const schema = `t_pre_${process.pid}_${Date.now()}`;
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  let owner: Pool;
  beforeAll(async () => {
    const setup = new Client({ connectionString: TEST_DATABASE_URL });
    await setup.connect();
    await setup.query(`CREATE SCHEMA ${schema}`);
    await setup.end();
    owner = new Pool({ connectionString: url.toString(), max: 2 });
  });
  afterAll(async () => {
    await owner.query(`DROP SCHEMA ${schema} CASCADE`);
    await owner.end();
  });

  it('the old rows verify as written, new ones chain on them in the new form, and an edit of an old one shows', async () => {
    // The database as 0001 left it, with a case's two rows in the old form (fields only; recorded_at the default).
    await owner.query(readFileSync(path.join(MIGRATIONS_DIR, '0001_signature_evidence.sql'), 'utf8'));
    await owner.query(
      'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    await owner.query(`INSERT INTO schema_migrations (name) VALUES ('0001_signature_evidence.sql')`);
    const transCode = 'TPRE0001';
    let previous = CHAIN_START;
    for (const [i, recCode] of ['R01', 'R02'].entries()) {
      const e = entry(recCode);
      previous = chainOf(KEY, previous, transCode, { ...e, seq: i + 1, recordedAt: '', chainVersion: 1 });
      await owner.query(
        `INSERT INTO evidence_events (trans_code, seq, kind, ref, at, rec_code, doc_code, doc_fid, sign_code, cus_code,
           signer_name, label, user_code, client_ip, user_agent, image_sha256, pdf_sha256, chain_hash)
         VALUES ($1, $2, ${FIELDS.map((_, j) => `$${j + 3}`).join(', ')}, $${FIELDS.length + 3})`,
        [transCode, i + 1, ...FIELDS.map((f) => e[f]), previous],
      );
    }
    expect(await migrate(url.toString(), null)).toEqual([
      '0002_evidence_heads_and_void.sql',
      '0003_evidence_key_ids.sql',
    ]);

    const log = pgEvidenceLog(owner, KEY);
    const old = await log.verified(transCode);
    expect(old.chainValid).toBe(true);
    expect(old.records.map((r) => r.chainVersion)).toEqual([1, 1]);
    await log.append(transCode, entry('R03'));
    const now = await log.verified(transCode);
    expect(now.chainValid).toBe(true);
    expect(now.records.map((r) => [r.seq, r.chainVersion])).toEqual([
      [1, 1],
      [2, 1],
      [3, 2],
    ]);
    const tamper = await owner.connect();
    try {
      await tamper.query('SET session_replication_role = replica');
      await tamper.query(
        `UPDATE evidence_events SET client_ip = '10.9.9.9' WHERE trans_code = $1 AND seq = 1`,
        [transCode],
      );
    } finally {
      await tamper.query('SET session_replication_role = DEFAULT');
      tamper.release();
    }
    expect((await log.verified(transCode)).chainValid).toBe(false);
  });
});
