import { DEV_DATABASE_OWNER_URL, DEV_DATABASE_URL, DEV_EVIDENCE_KEY, loadEnv } from '../env';

const PROD = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'z'.repeat(40),
  ALLOWED_HOSTS: 'portal.example',
  DATABASE_URL: 'postgres://bff@db.internal:5432/portal',
};

describe('EVIDENCE_HMAC_KEY', () => {
  it('is required in production, 32 characters at least', () => {
    expect(() => loadEnv(PROD)).toThrow(/EVIDENCE_HMAC_KEY must be set/);
    expect(() => loadEnv({ ...PROD, EVIDENCE_HMAC_KEY: 'short' })).toThrow(/EVIDENCE_HMAC_KEY must be set/);
    const env = loadEnv({ ...PROD, EVIDENCE_HMAC_KEY: 'e'.repeat(32) });
    expect(env).toMatchObject({ evidenceKey: 'e'.repeat(32), evidenceKeyIsDefault: false });
  });

  it('falls back to a development key, flagged for a warning, outside production', () => {
    expect(loadEnv({})).toMatchObject({ evidenceKey: DEV_EVIDENCE_KEY, evidenceKeyIsDefault: true });
  });
});

describe('DATABASE_URL (issue 22: the signature evidence)', () => {
  const keyed = { ...PROD, EVIDENCE_HMAC_KEY: 'e'.repeat(32) };
  it('is required in production, and must be a postgres URL', () => {
    const { DATABASE_URL: _omitted, ...without } = keyed;
    expect(() => loadEnv(without)).toThrow(/DATABASE_URL must be set in production/);
    expect(() => loadEnv({ ...keyed, DATABASE_URL: 'mysql://x@y/z' })).toThrow(
      /DATABASE_URL is not a postgres/,
    );
    expect(loadEnv(keyed)).toMatchObject({ databaseUrl: keyed.DATABASE_URL, databaseOwnerUrl: null });
  });
  it("defaults to the machine's PostgreSQL elsewhere, migrated as its owner", () => {
    expect(loadEnv({ NODE_ENV: 'development' })).toMatchObject({
      databaseUrl: DEV_DATABASE_URL,
      databaseOwnerUrl: DEV_DATABASE_OWNER_URL,
    });
  });
});
