import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client, Pool, escapeIdentifier } from 'pg';

/** The versioned SQL files, applied in name order (bff/migrations, beside src/ and dist/). */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../migrations');

/** The tables the BFF's own role may read and append to, and nothing else (issue 22). */
const APPEND_ONLY_TABLES = ['evidence_events', 'evidence_shown'] as const;
/** The chains' heads (issue 40): moved with every append, so the BFF's role may UPDATE them too (never DELETE). */
const HEAD_TABLE = 'evidence_heads';

export const migrationFiles = (dir = MIGRATIONS_DIR): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();

/** The BFF's pool on DATABASE_URL (its own role: SELECT and INSERT on the evidence tables only). */
export function createDatabase(url: string): Pool {
  return new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
}

/** Whether the database answers within `timeoutMs`. */
export async function databaseAnswers(pool: Pool, timeoutMs = 2500): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      pool.query('SELECT 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The migrations not applied yet in the pool's schema ([] when it is current). */
export async function pendingMigrations(pool: Pool): Promise<string[]> {
  const applied = await pool
    .query<{ name: string }>('SELECT name FROM schema_migrations')
    .then((r) => new Set(r.rows.map((row) => row.name)))
    .catch(() => new Set<string>());
  return migrationFiles().filter((f) => !applied.has(f));
}

/**
 * Applies the migrations not yet applied, in order, each in its own transaction, under a lock per schema (several
 * BFFs may start at once), as the owner (DATABASE_OWNER_URL); then lets `runtimeRole` (DATABASE_URL's user) SELECT
 * and INSERT on the evidence tables, UPDATE the chains' heads too, and nothing more. Returns the files applied.
 */
export async function migrate(ownerUrl: string, runtimeRole: string | null): Promise<string[]> {
  const client = new Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ schema: string; owner: string }>(
      'SELECT current_schema() AS schema, current_user AS owner',
    );
    const { schema, owner } = rows[0] ?? { schema: 'public', owner: '' };
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [`migrate:${schema}`]);
    try {
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (await client.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
      );
      const applied: string[] = [];
      for (const file of migrationFiles()) {
        if (done.has(file)) continue;
        await client.query('BEGIN');
        try {
          await client.query(readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8'));
          await client.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
          await client.query('COMMIT');
        } catch (err) {
          await client.query('ROLLBACK');
          throw new Error(`migration ${file} failed: ${(err as Error).message}`);
        }
        applied.push(file);
      }
      if (runtimeRole && runtimeRole !== owner) await grantRuntime(client, schema, runtimeRole);
      return applied;
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [`migrate:${schema}`]);
    }
  } finally {
    await client.end();
  }
}

async function grantRuntime(client: Client, schema: string, role: string): Promise<void> {
  const r = escapeIdentifier(role);
  const tables = APPEND_ONLY_TABLES.map((t) => escapeIdentifier(t)).join(', ');
  const sequences = APPEND_ONLY_TABLES.map((t) => escapeIdentifier(`${t}_id_seq`)).join(', ');
  // One transaction: between the REVOKE and the GRANT the running instances' INSERTs would be refused (a 500 the
  // soak's restart drill met when a BFF started beside a working one, issue 24 item 4).
  await client.query('BEGIN');
  try {
    await client.query(`GRANT USAGE ON SCHEMA ${escapeIdentifier(schema)} TO ${r}`);
    await client.query(`REVOKE ALL ON ${tables}, ${HEAD_TABLE} FROM ${r}`);
    await client.query(`GRANT SELECT, INSERT ON ${tables} TO ${r}`);
    await client.query(`GRANT SELECT, INSERT, UPDATE ON ${HEAD_TABLE} TO ${r}`);
    await client.query(`GRANT USAGE ON SEQUENCE ${sequences} TO ${r}`);
    await client.query(`GRANT SELECT ON schema_migrations TO ${r}`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
}

/** The user a connection string logs in as (the runtime role the migrations grant to). */
export function userOf(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).username) || null;
  } catch {
    return null;
  }
}
