import { loadEnv } from '../env';
import { isAllowedHost, parseAllowedHosts, parseHost } from '../allowed-hosts';

const PROD = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'z'.repeat(40),
  EVIDENCE_HMAC_KEY: 'e'.repeat(40),
  DATABASE_URL: 'postgres://bff@db.internal:5432/portal',
};

describe('parseHost (a Host header value or an ALLOWED_HOSTS entry)', () => {
  it.each([
    ['portal.example.com', { host: 'portal.example.com', port: null }],
    ['Portal.Example.COM:8443', { host: 'portal.example.com', port: 8443 }],
    ['localhost.:8080', { host: 'localhost', port: 8080 }],
    ['127.0.0.1:18080', { host: '127.0.0.1', port: 18080 }],
    ['[::1]:8080', { host: '::1', port: 8080 }],
    ['[::1]', { host: '::1', port: null }],
    ['portal_bff:8080', { host: 'portal_bff', port: 8080 }],
  ])('%p → %p', (raw, expected) => {
    expect(parseHost(raw)).toEqual(expected);
  });

  it.each([
    '',
    ':8080',
    'evil.example@localhost',
    'localhost@evil.example',
    'localhost:8080/x',
    'localhost:',
    'localhost:0',
    'localhost:65536',
    'localhost:80:80',
    'localhost:8o',
    '::1',
    '[::1',
    '[evil.example]:80',
    'a b',
    '*',
    '-bad.example',
    'bad..example',
  ])('refuses %p', (raw) => {
    expect(parseHost(raw)).toBeNull();
  });
});

describe('ALLOWED_HOSTS', () => {
  it('unset outside production: any loopback name with any port, nothing else', () => {
    const { allowedHosts } = loadEnv({});
    for (const ok of [
      '127.0.0.1:8080',
      'localhost',
      'localhost:18081',
      '127.0.0.2:1',
      '[::1]:8080',
      'LOCALHOST.',
    ])
      expect(isAllowedHost(ok, allowedHosts)).toBe(true);
    for (const no of [
      'evil.example',
      '127.0.0.1.evil.example',
      'localhost.evil.example:8080',
      '10.0.0.5:8080',
      '0.0.0.0:8080',
      undefined,
    ])
      expect(isAllowedHost(no, allowedHosts)).toBe(false);
  });

  it('production refuses to start without it', () => {
    expect(() => loadEnv(PROD)).toThrow(/ALLOWED_HOSTS must be set in production/);
    expect(loadEnv({ ...PROD, ALLOWED_HOSTS: 'portal.example.com' }).allowedHosts).toEqual({
      loopback: false,
      hosts: [{ host: 'portal.example.com', port: null }],
    });
  });

  it('a list replaces the loopback default: host matches any port, host:port that port only', () => {
    const problems: string[] = [];
    const allowed = parseAllowedHosts(' portal.example.com , bff.internal:8080,127.0.0.1 ', false, problems);
    expect(problems).toEqual([]);
    for (const ok of [
      'portal.example.com',
      'portal.example.com:443',
      'PORTAL.example.com.',
      'bff.internal:8080',
      '127.0.0.1:1',
    ])
      expect(isAllowedHost(ok, allowed)).toBe(true);
    for (const no of [
      'bff.internal',
      'bff.internal:8081',
      'localhost:8080',
      'www.portal.example.com',
      'portal.example.com.evil',
    ])
      expect(isAllowedHost(no, allowed)).toBe(false);
  });

  it.each(['*', 'portal.example.com,*', 'https://portal.example.com', 'portal.example.com/', 'x:y'])(
    'refuses %p',
    (raw) => {
      expect(() => loadEnv({ ALLOWED_HOSTS: raw })).toThrow(/ALLOWED_HOSTS must be a comma list/);
    },
  );
});
