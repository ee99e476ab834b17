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
    expect(env).toMatchObject({
      evidenceKeys: { current: '', keys: { '': 'e'.repeat(32) } },
      evidenceKeyIsDefault: false,
    });
  });

  it('falls back to a development key, flagged for a warning, outside production', () => {
    expect(loadEnv({})).toMatchObject({
      evidenceKeys: { current: '', keys: { '': DEV_EVIDENCE_KEY } },
      evidenceKeyIsDefault: true,
    });
  });
});

describe('EVIDENCE_HMAC_KEYS (issue 43: key rotation)', () => {
  const a = 'a'.repeat(32);
  const b = 'b'.repeat(40);
  it('id:key,…: the first is current, the others retired; EVIDENCE_HMAC_KEY stays the key of the events before ids', () => {
    expect(loadEnv({ ...PROD, EVIDENCE_HMAC_KEYS: `k2:${b},k1:${a}` })).toMatchObject({
      evidenceKeys: { current: 'k2', keys: { k2: b, k1: a } },
      evidenceKeyIsDefault: false,
    });
    const both = loadEnv({ ...PROD, EVIDENCE_HMAC_KEY: 'e'.repeat(32), EVIDENCE_HMAC_KEYS: `k1:${a}` });
    expect(both.evidenceKeys).toEqual({ current: 'k1', keys: { '': 'e'.repeat(32), k1: a } });
    // Outside production too, a list means no development key.
    expect(loadEnv({ EVIDENCE_HMAC_KEYS: `k1:${a}` }).evidenceKeys).toEqual({
      current: 'k1',
      keys: { k1: a },
    });
  });

  it('refuses a short key, a repeated id, an entry without an id, and never prints a key', () => {
    const refused = (value: string) => {
      try {
        loadEnv({ ...PROD, EVIDENCE_HMAC_KEYS: value });
      } catch (err) {
        return (err as Error).message;
      }
      return 'accepted';
    };
    expect(refused('k1:short')).toMatch(/the key "k1" must be 32\+ characters/);
    expect(refused(`k1:${a},k1:${b}`)).toMatch(/names the key id "k1" twice/);
    expect(refused(a)).toMatch(/comma list of id:key/);
    expect(refused(`k1:${a},k1:${b}`)).not.toContain(a);
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
