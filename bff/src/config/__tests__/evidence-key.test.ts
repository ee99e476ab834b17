import { DEV_EVIDENCE_KEY, loadEnv } from '../env';

const PROD = { NODE_ENV: 'production', SESSION_SECRET: 'z'.repeat(40), ALLOWED_HOSTS: 'portal.example' };

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
