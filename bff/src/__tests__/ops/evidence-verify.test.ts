import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signingMessages } from '@agent-portal/contracts/messages';
import { pgEvidenceLog, verifyEvidence } from '../../modules/proposals/signing/evidence-store';
import { testDatabase, type TestDatabase } from '../support/database';
import { evidenceEntry as entry } from '../support/evidence';

/**
 * `npm run evidence -- verify` (issue 43 Deliver 3): every chain, every event's HMAC and each head anchor, with a
 * report and an exit code, as the BFF's role (SELECT only) reads the evidence; the built CLI (bff/dist/ops/evidence-cli.js,
 * what the root script runs) and the function under it.
 */
const CLI = path.resolve(__dirname, '../../../dist/ops/evidence-cli.js');
const KEY = 'evidence-verify-test-key-0123456789abcdef';

let db: TestDatabase;
const out = mkdtempSync(path.join(tmpdir(), 'evidence-export-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const exported = (transCode: string) => ({
  json: JSON.parse(readFileSync(path.join(out, `evidence-${transCode}.json`), 'utf8')) as Record<
    string,
    unknown
  >,
  html: readFileSync(path.join(out, `evidence-${transCode}.html`), 'utf8'),
});
beforeAll(async () => {
  db = await testDatabase();
  const log = pgEvidenceLog(db.pool, KEY);
  for (const rec of ['R1', 'R2', 'R3']) await log.append('TRVERIFYA', entry(rec));
  for (const rec of ['R1', 'R2']) await log.append('TRVERIFYB', entry(rec));
});
afterAll(() => db?.drop());

function evidence(args: string[], env: Record<string, string> = {}) {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build -w @agent-portal/bff first`);
  const run = spawnSync(process.execPath, [CLI, ...args], {
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: db.url, EVIDENCE_HMAC_KEY: KEY, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** Runs `work` as the superuser past the append-only triggers (what a tampering DBA could do), then undoes it. */
async function tampered(sql: string, undo: string, work: () => Promise<void>) {
  const owner = await db.owner.connect();
  try {
    await owner.query('SET session_replication_role = replica');
    await owner.query(sql);
    await work();
  } finally {
    try {
      await owner.query(undo);
      await owner.query('SET session_replication_role = DEFAULT');
    } finally {
      owner.release();
    }
  }
}

test('every chain verifies: a report, exit 0; --case one case; --json the verdict', async () => {
  const all = evidence(['verify', '--all']);
  expect(all).toMatchObject({ code: 0 });
  expect(all.stdout).toMatch(/2 case\(s\), 5 event\(s\)/);
  expect(all.stdout).toMatch(/^OK {4}TRVERIFYA {2}3 event\(s\)$/m);
  expect(all.stdout).toMatch(/^OK {4}TRVERIFYB {2}2 event\(s\)$/m);
  expect(all.stdout).toMatch(/result: OK/);
  const one = evidence(['verify', '--case', 'TRVERIFYB', '--json']);
  expect(one.code).toBe(0);
  expect(JSON.parse(one.stdout)).toEqual({
    valid: true,
    cases: [{ transCode: 'TRVERIFYB', events: 2, valid: true, problems: [] }],
    events: 2,
    checkedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  });
});

test('export: the auditor’s package of one case, as JSON and a page, verified from the database', async () => {
  const run = evidence(['export', '--case', 'TRVERIFYA', '--out', out]);
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(/^OK {4}TRVERIFYA {2}3 event\(s\)\nwritten: .*evidence-TRVERIFYA\.json/);
  const { json, html } = exported('TRVERIFYA');
  expect(json).toEqual({
    transCode: 'TRVERIFYA',
    exportedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    verification: { valid: true, events: 3, problems: [], coreCompared: false },
    documents: [
      {
        docFid: 'TRA01',
        docCode: 'A01',
        signedSha256: null,
        shown: ['R1', 'R2', 'R3'].map((recCode, i) => ({
          seq: i + 1,
          recCode,
          cusCode: 'TRO',
          signerName: '王大明',
          pdfSha256: 'b'.repeat(64),
        })),
      },
    ],
    events: expect.arrayContaining([
      expect.objectContaining({ seq: 1, kind: 'signature', state: 'pending' }),
    ]),
  });
  expect(json.events).toHaveLength(3);
  expect(html).toContain(signingMessages.EVIDENCE_CHAIN_VALID(3));
  expect(html).toContain(signingMessages.EVIDENCE_EXPORT_OFFLINE);
  expect(html).toContain((json.events as { chainHash: string }[])[2]!.chainHash);
});

test('an event a superuser edits: that case fails with the event named, exit 1; the other still verifies', async () => {
  await tampered(
    `UPDATE evidence_events SET signer_name = '李四' WHERE trans_code = 'TRVERIFYB' AND seq = 1`,
    `UPDATE evidence_events SET signer_name = '王大明' WHERE trans_code = 'TRVERIFYB' AND seq = 1`,
    async () => {
      const run = evidence(['verify', '--all']);
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/^OK {4}TRVERIFYA/m);
      expect(run.stdout).toMatch(/^FAIL {2}TRVERIFYB {2}2 event\(s\)\n {8}seq 1: HMAC does not match/m);
      expect(run.stdout).toMatch(/result: FAIL, 1 of 2 case\(s\)/);
      const exportRun = evidence(['export', '--case', 'TRVERIFYB', '--out', out]);
      expect(exportRun.code).toBe(1);
      const { json, html } = exported('TRVERIFYB');
      expect(json.verification).toMatchObject({
        valid: false,
        problems: [expect.stringMatching(/^seq 1: HMAC/)],
      });
      expect(html).toContain(signingMessages.EVIDENCE_CHAIN_BROKEN);
    },
  );
  expect(evidence(['verify', '--all']).code).toBe(0);
});

test('a last event removed shows at the head anchor; a middle one as a gap', async () => {
  await tampered(
    `CREATE TEMP TABLE kept AS SELECT * FROM evidence_events WHERE trans_code = 'TRVERIFYA' AND seq IN (2, 3);
     DELETE FROM evidence_events WHERE trans_code = 'TRVERIFYA' AND seq IN (2, 3)`,
    `INSERT INTO evidence_events SELECT * FROM kept; DROP TABLE kept`,
    async () => {
      const verdict = await verifyEvidence(db.pool, KEY, { transCode: 'TRVERIFYA' });
      expect(verdict.valid).toBe(false);
      expect(verdict.cases[0]?.problems).toEqual([
        expect.stringMatching(/^head anchor \(seq 3\) does not match the last event \(seq 1\)/),
      ]);
    },
  );
  await tampered(
    `CREATE TEMP TABLE kept AS SELECT * FROM evidence_events WHERE trans_code = 'TRVERIFYA' AND seq = 2;
     DELETE FROM evidence_events WHERE trans_code = 'TRVERIFYA' AND seq = 2`,
    `INSERT INTO evidence_events SELECT * FROM kept; DROP TABLE kept`,
    async () => {
      const { cases } = await verifyEvidence(db.pool, KEY, 'all');
      expect(cases.find((c) => c.transCode === 'TRVERIFYA')?.problems).toEqual([
        expect.stringMatching(/^event 2 has seq 3/),
        expect.stringMatching(/^seq 3: HMAC does not match/),
        expect.stringMatching(/^head anchor/),
      ]);
    },
  );
  expect((await verifyEvidence(db.pool, KEY, 'all')).valid).toBe(true);
});

test('another key verifies nothing; a case with no evidence is reported, not passed', async () => {
  const wrongKey = evidence(['verify', '--all'], { EVIDENCE_HMAC_KEY: 'another-key-0123456789abcdef-0123' });
  expect(wrongKey.code).toBe(1);
  expect(wrongKey.stdout).toMatch(/result: FAIL, 2 of 2 case\(s\)/);
  const unknown = evidence(['verify', '--case', 'TRNOTHING']);
  expect(unknown.code).toBe(1);
  expect(unknown.stdout).toContain('no evidence recorded for this case');
});

test('usage: exit 2 with the usage; the database unreachable: exit 3', () => {
  for (const args of [
    [],
    ['verify'],
    ['verify', '--all', '--case', 'T1'],
    ['check', '--all'],
    ['verify', '--case', 'a b'],
    ['export'],
    ['export', '--all'],
    ['verify', '--all', '--out', 'x'],
  ]) {
    const run = evidence(args);
    expect({ args, code: run.code }).toEqual({ args, code: 2 });
    expect(run.stderr).toContain('usage: npm run evidence -- verify --all');
    expect(run.stderr).toContain('npm run evidence -- export --case TRANSCODE');
  }
  const down = evidence(['verify', '--all'], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
  expect(down.code).toBe(3);
  expect(down.stderr).toContain('does not answer');
});
