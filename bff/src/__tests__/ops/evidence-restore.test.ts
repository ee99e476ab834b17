/**
 * Issue 43 item 3, the restore drill of docs/operations.md: the evidence is dumped (pg_dump, custom format), restored
 * into a new database (pg_restore), and `npm run evidence -- verify --all` (the built CLI) passes there, across a key
 * rotation; a row a superuser alters in the restored copy is reported (exit 1, the case and the event named).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { EvidenceKeys } from '../../config/evidence-keys';
import { pgEvidenceLog } from '../../modules/proposals/signing/evidence-store';
import { TEST_DATABASE_URL, testDatabase, type TestDatabase } from '../support/database';
import { evidenceEntry as entry } from '../support/evidence';

const CLI = path.resolve(__dirname, '../../../dist/ops/evidence-cli.js');
const OLD = 'restore-drill-old-key-0123456789abcdef';
const NEW = 'restore-drill-new-key-fedcba9876543210';
const KEYS: EvidenceKeys = { current: 'k2', keys: { k1: OLD, k2: NEW } };

/** PostgreSQL's own client tools: the newest installed (they read older servers), else those on the PATH. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin', name)).find((p) => existsSync(p));
  return found ?? name;
}

const withDatabase = (url: string, database: string, schema?: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (schema) u.searchParams.set('options', `-c search_path=${schema}`);
  else u.searchParams.delete('options');
  return u.toString();
};

let db: TestDatabase;
const restored = `agent_portal_restore_${process.pid}`;
const dir = mkdtempSync(path.join(tmpdir(), 'evidence-dump-'));
const admin = new Client({ connectionString: withDatabase(TEST_DATABASE_URL, 'postgres') });

beforeAll(async () => {
  db = await testDatabase();
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${restored}`);
  await admin.query(`CREATE DATABASE ${restored}`);
});
afterAll(async () => {
  await admin.query(`DROP DATABASE IF EXISTS ${restored} WITH (FORCE)`);
  await admin.end();
  await db.drop();
  rmSync(dir, { recursive: true, force: true });
});

const verifyAll = (databaseUrl: string) => {
  const run = spawnSync(process.execPath, [CLI, 'verify', '--all'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      EVIDENCE_HMAC_KEYS: `k2:${NEW},k1:${OLD}`,
    },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
};

it('dump, restore into a new database, verify --all passes there; an altered row is reported', async () => {
  const before = pgEvidenceLog(db.pool, { current: 'k1', keys: { k1: OLD } });
  await before.append('TDRILL1', entry('R01'));
  await before.append('TDRILL2', entry('R01'));
  const after = pgEvidenceLog(db.pool, KEYS);
  await after.append('TDRILL1', entry('R02'));
  await db.pool.query(
    `INSERT INTO evidence_shown (trans_code, doc_fid, cus_code, pdf_sha256) VALUES ('TDRILL1', 'TRA01', 'TRO', $1)`,
    ['c'.repeat(64)],
  );

  const dump = path.join(dir, 'evidence.dump');
  execFileSync(pgTool('pg_dump'), [
    '--format=custom',
    `--schema=${db.schema}`,
    `--file=${dump}`,
    withDatabase(TEST_DATABASE_URL, new URL(TEST_DATABASE_URL).pathname.slice(1)),
  ]);
  const target = withDatabase(TEST_DATABASE_URL, restored);
  execFileSync(pgTool('pg_restore'), ['--no-owner', `--dbname=${target}`, dump]);

  const copy = withDatabase(TEST_DATABASE_URL, restored, db.schema);
  const passed = verifyAll(copy);
  expect(passed).toMatchObject({ code: 0 });
  expect(passed.out).toMatch(/TDRILL1/);
  expect(passed.out).toMatch(/TDRILL2/);
  expect(passed.out).not.toContain(OLD);

  // The append-only triggers came back with the tables: a plain UPDATE is refused in the copy too.
  const owner = new Client({ connectionString: copy });
  await owner.connect();
  try {
    await expect(owner.query(`UPDATE evidence_events SET signer_name = '李四'`)).rejects.toThrow();
    // A superuser past the triggers: the check tells.
    await owner.query('SET session_replication_role = replica');
    await owner.query(
      `UPDATE evidence_events SET signer_name = '李四' WHERE trans_code = 'TDRILL1' AND seq = 2`,
    );
  } finally {
    await owner.end();
  }
  const failed = verifyAll(copy);
  expect(failed.code).toBe(1);
  expect(failed.out).toMatch(/FAIL\s+TDRILL1/);
  expect(failed.out).toMatch(/seq 2: HMAC does not match/);
  expect(failed.out).toMatch(/OK\s+TDRILL2/);
}, 60_000);
