import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { migrate } from '../../infra/database';

/**
 * The tests' PostgreSQL (issue 22): a superuser connection on the machine's server (TEST_DATABASE_URL, default
 * the local postgres role, trust auth), its database agent_portal_test, and the BFF's own role agent_portal_bff.
 */
export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/agent_portal_test';
export const RUNTIME_ROLE = 'agent_portal_bff';

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};
const withSchema = (url: string, schema: string) => {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema}`);
  return u.toString();
};
const withUser = (url: string, user: string) => {
  const u = new URL(url);
  u.username = user;
  u.password = '';
  return u.toString();
};

/** Creates the test database and the runtime role when missing (parallel workers may race: "exists" is fine). */
async function provision(): Promise<void> {
  const admin = new Client({ connectionString: withDatabase(TEST_DATABASE_URL, 'postgres') });
  await admin.connect();
  try {
    const name = new URL(TEST_DATABASE_URL).pathname.slice(1);
    await admin.query(`CREATE DATABASE "${name}"`).catch((e: { code?: string }) => {
      if (e.code !== '42P04' && e.code !== '23505') throw e;
    });
    await admin.query(`CREATE ROLE ${RUNTIME_ROLE} LOGIN`).catch((e: { code?: string }) => {
      if (e.code !== '42710' && e.code !== '23505') throw e;
    });
  } finally {
    await admin.end();
  }
}
let provisioned: Promise<void> | null = null;

export interface TestDatabase {
  /** The schema of this database: its own tables, migrated. */
  schema: string;
  /** The owner's (superuser's) connection string on the schema. */
  ownerUrl: string;
  /** The BFF's: its own role, SELECT and INSERT only. */
  url: string;
  /** A pool as the BFF's role (what createApp gets). */
  pool: Pool;
  /** A pool as the owner (a superuser: what a tampering DBA could do). */
  owner: Pool;
  drop(): Promise<void>;
}

/** A schema of its own for one stack, migrated as the owner and granted to the BFF's role; `drop` removes it. */
export async function testDatabase(): Promise<TestDatabase> {
  provisioned ??= provision();
  await provisioned;
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const setup = new Client({ connectionString: TEST_DATABASE_URL });
  await setup.connect();
  await setup.query(`CREATE SCHEMA ${schema}`);
  await setup.end();
  const ownerUrl = withSchema(TEST_DATABASE_URL, schema);
  const url = withSchema(withUser(TEST_DATABASE_URL, RUNTIME_ROLE), schema);
  await migrate(ownerUrl, RUNTIME_ROLE);
  const pool = new Pool({ connectionString: url, max: 4 });
  const owner = new Pool({ connectionString: ownerUrl, max: 2 });
  return {
    schema,
    ownerUrl,
    url,
    pool,
    owner,
    async drop() {
      await pool.end();
      await owner.query(`DROP SCHEMA ${schema} CASCADE`);
      await owner.end();
    },
  };
}
