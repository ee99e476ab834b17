import { loadEnv } from '../env';

describe("the legacy timeouts (issue 14 §2: configurable by env, the spec's values by default)", () => {
  it('defaults to the spec: login 16 s (spec 1), address check 100 s (spec 3 §7), every other call 600 s', () => {
    const env = loadEnv({});
    expect(env.loginTimeoutMs).toBe(16_000);
    expect(env.addressCheckTimeoutMs).toBe(100_000);
    expect(env.legacyTimeoutMs).toBe(600_000);
  });

  it('takes each from its variable, so the fault suite runs them small', () => {
    const env = loadEnv({
      LOGIN_TIMEOUT_MS: '3000',
      ADDRESS_CHECK_TIMEOUT_MS: '3000',
      LEGACY_TIMEOUT_MS: '500',
    });
    expect([env.loginTimeoutMs, env.addressCheckTimeoutMs, env.legacyTimeoutMs]).toEqual([3000, 3000, 500]);
  });

  it('refuses a value that is not a whole number of milliseconds', () => {
    expect(() => loadEnv({ LOGIN_TIMEOUT_MS: '16s' })).toThrow(/LOGIN_TIMEOUT_MS/);
    expect(() => loadEnv({ ADDRESS_CHECK_TIMEOUT_MS: '-1' })).toThrow(/ADDRESS_CHECK_TIMEOUT_MS/);
  });
});
