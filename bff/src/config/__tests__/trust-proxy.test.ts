import { loadEnv } from '../env';
import { parseTrustProxy } from '../trust-proxy';

describe('parseTrustProxy (TRUST_PROXY)', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.5, 10.0.1.0/24,::1', ['10.0.0.5', '10.0.1.0/24', '::1']],
    ['fd00::/8', ['fd00::/8']],
  ])('%p → %p', (raw, expected) => {
    const problems: string[] = [];
    expect(parseTrustProxy(raw, problems)).toEqual(expected);
    expect(problems).toEqual([]);
  });

  it.each(['true', '*', 'all', '-1', '10.0.0.300', '10.0.0.0/33', 'proxy.internal', '1.5'])(
    'refuses %p (trusting everyone would let any client choose its IP)',
    (raw) => {
      const problems: string[] = [];
      expect(parseTrustProxy(raw, problems)).toBe(false);
      expect(problems).toEqual([expect.stringMatching(/^TRUST_PROXY must be/)]);
    },
  );

  it('is optional in production too (the session layer sets the Secure cookie itself): none by default', () => {
    const prod = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'z'.repeat(40),
      EVIDENCE_HMAC_KEY: 'e'.repeat(40),
      ALLOWED_HOSTS: 'portal.example',
      DATABASE_URL: 'postgres://bff@db.internal:5432/portal',
    };
    expect(loadEnv(prod).trustProxy).toBe(false);
    expect(loadEnv({ ...prod, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadEnv({}).trustProxy).toBe(false);
  });
});
