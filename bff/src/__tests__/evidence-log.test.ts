import {
  chainIsValid,
  memoryEvidenceLog,
  type EvidenceEntry,
  type EvidenceLog,
} from '../modules/proposals/signing/evidence-log';
import { pgEvidenceLog } from '../modules/proposals/signing/evidence-store';
import { testDatabase, type TestDatabase } from './support/database';

const entry = (recCode: string): EvidenceEntry => ({
  kind: 'signature',
  ref: '',
  at: '2026-11-22T10:00:00.000Z',
  recCode,
  docCode: 'A01',
  docFid: 'TRA01',
  signCode: 'O',
  cusCode: 'TRO',
  signerName: '王大明',
  label: '要保人簽名',
  userCode: 'AG00001',
  clientIp: '127.0.0.1',
  userAgent: 'jest',
  imageSha256: 'a'.repeat(64),
  pdfSha256: 'b'.repeat(64),
});

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
    const head = { hash: records[2]!.chainHash, count: 3 };
    expect(chainIsValid(records, KEY, head)).toBe(true);
    expect(await log.verified(transCode)).toEqual({ records, chainValid: true });
    expect(chainIsValid([{ ...records[0]!, clientIp: '10.0.0.1' }, ...records.slice(1)], KEY, head)).toBe(
      false,
    );
    expect(chainIsValid([records[0]!, records[2]!], KEY, head)).toBe(false);
  });

  it('remembers the last PDF hash shown per document and signer', async () => {
    const log = make();
    expect(await log.lastShown(transCode, 'TRA01', 'TRO')).toBeNull();
    await log.shown(transCode, 'TRA01', 'TRO', 'c'.repeat(64));
    await log.shown(transCode, 'TRA01', 'TRO', 'd'.repeat(64));
    expect(await log.lastShown(transCode, 'TRA01', 'TRO')).toBe('d'.repeat(64));
    expect(await log.lastShown(transCode, 'TRA01', 'TRI')).toBeNull();
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
