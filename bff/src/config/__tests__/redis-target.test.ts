import { loadEnv } from '../env';
import { describeRedisTarget, parseRedisTarget } from '../redis-target';

const parse = (source: NodeJS.ProcessEnv) => {
  const problems: string[] = [];
  const target = parseRedisTarget(source, problems);
  return { target, problems };
};
const redact = (url: string) => url.replace(/:[^:@/]+@/, ':***@');

describe('parseRedisTarget (REDIS_URL or REDIS_SENTINELS + REDIS_SENTINEL_NAME)', () => {
  it('defaults to the local standalone Redis', () => {
    expect(parse({})).toEqual({
      target: { kind: 'standalone', url: 'redis://127.0.0.1:6379' },
      problems: [],
    });
    expect(parse({ REDIS_URL: 'rediss://:pw@cache.internal:6380/2' }).target).toEqual({
      kind: 'standalone',
      url: 'rediss://:pw@cache.internal:6380/2',
    });
  });

  it('reads the Sentinels, the primary name, the passwords and the database', () => {
    const { target, problems } = parse({
      REDIS_SENTINELS: 's1.internal:26379, 10.0.0.7:26380,[::1]:26381',
      REDIS_SENTINEL_NAME: 'portal',
      REDIS_PASSWORD: 'primary-secret',
      REDIS_SENTINEL_PASSWORD: 'sentinel-secret',
      REDIS_DB: '3',
    });
    expect(problems).toEqual([]);
    expect(target).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: 's1.internal', port: 26379 },
        { host: '10.0.0.7', port: 26380 },
        { host: '::1', port: 26381 },
      ],
      name: 'portal',
      password: 'primary-secret',
      sentinelPassword: 'sentinel-secret',
      db: 3,
    });
    expect(describeRedisTarget(target, redact)).toBe(
      'sentinel://s1.internal:26379,10.0.0.7:26380,[::1]:26381/portal (db 3)',
    );
  });

  it('needs no password and uses database 0 by default', () => {
    expect(parse({ REDIS_SENTINELS: '127.0.0.1:26379', REDIS_SENTINEL_NAME: 'm' }).target).toMatchObject({
      password: null,
      sentinelPassword: null,
      db: 0,
    });
  });

  it.each([
    [{ REDIS_SENTINELS: '127.0.0.1:26379' }, /REDIS_SENTINEL_NAME is not/],
    [{ REDIS_SENTINEL_NAME: 'portal' }, /REDIS_SENTINELS is not/],
    [{ REDIS_SENTINELS: '127.0.0.1', REDIS_SENTINEL_NAME: 'p' }, /comma list of host:port \(got "127.0.0.1"/],
    [{ REDIS_SENTINELS: 'a:26379,,b:26379', REDIS_SENTINEL_NAME: 'p' }, /got ""/],
    [{ REDIS_SENTINELS: 'a:0', REDIS_SENTINEL_NAME: 'p' }, /got "a:0"/],
    [{ REDIS_SENTINELS: 'a:70000', REDIS_SENTINEL_NAME: 'p' }, /got "a:70000"/],
    [{ REDIS_SENTINELS: '::1:26379', REDIS_SENTINEL_NAME: 'p' }, /\[::1\]:26379/],
    [{ REDIS_SENTINELS: 'redis://a:26379', REDIS_SENTINEL_NAME: 'p' }, /got "redis:\/\/a:26379"/],
    [
      { REDIS_SENTINELS: 'a:26379', REDIS_SENTINEL_NAME: 'p', REDIS_URL: 'redis://x:6379' },
      /REDIS_URL and REDIS_SENTINELS are both set/,
    ],
    [{ REDIS_SENTINELS: 'a:26379', REDIS_SENTINEL_NAME: 'p', REDIS_DB: '16' }, /REDIS_DB must be 0-15/],
    [{ REDIS_PASSWORD: 'x' }, /REDIS_PASSWORD only apply with REDIS_SENTINELS/],
    [{ REDIS_URL: 'http://cache:6379' }, /REDIS_URL is not a redis:\/\//],
  ])('refuses %p', (source, message) => {
    const { problems } = parse(source);
    expect(problems).toEqual([expect.stringMatching(message)]);
  });

  it('stops the start with the readable list, as every other variable does', () => {
    expect(() => loadEnv({ REDIS_SENTINELS: '127.0.0.1:26379' })).toThrow(
      /Invalid configuration:\n- REDIS_SENTINELS is set but REDIS_SENTINEL_NAME is not/,
    );
    expect(loadEnv({ REDIS_SENTINELS: '127.0.0.1:26379', REDIS_SENTINEL_NAME: 'p' }).redis.kind).toBe(
      'sentinel',
    );
  });

  it('never shows a password in the description', () => {
    const { target } = parse({ REDIS_URL: 'redis://:hunter2@cache:6379/0' });
    expect(describeRedisTarget(target, redact)).not.toContain('hunter2');
    const sentinel = parse({
      REDIS_SENTINELS: 'a:26379',
      REDIS_SENTINEL_NAME: 'p',
      REDIS_PASSWORD: 'hunter2',
      REDIS_SENTINEL_PASSWORD: 'hunter3',
    }).target;
    expect(describeRedisTarget(sentinel, redact)).not.toMatch(/hunter/);
  });
});
