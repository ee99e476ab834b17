import supertest from 'supertest';
import { loadEnv } from '../../config/env';
import { SESSION_PREFIX } from '../../session/session';
import { CSRF, loginAs, sessionCookie, startStack, useStack, type Agent, type Stack } from '../support/stack';

const ctx = useStack({ SESSION_ABSOLUTE_SECONDS: '3600' }, { reset: true });

/** Logs a fresh agent in; its session key and cookie (the newest Set-Cookie of the login). */
async function loggedIn(stack: Stack): Promise<{ agent: Agent; key: string; cookie: string }> {
  const agent = supertest.agent(stack.app);
  let cookie = '';
  agent.on('response', (res: supertest.Response) => {
    const set = sessionCookie(res);
    if (set) cookie = set.split(';')[0]!;
  });
  await loginAs(stack, agent, 'AG00001');
  const sid = decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
  return { agent, key: SESSION_PREFIX + sid, cookie };
}

/** Moves the session's last login step `seconds` into the past, its idle TTL untouched. */
async function ageLogin(stack: Stack, key: string, seconds: number): Promise<void> {
  const data = JSON.parse((await stack.redis.get(key))!) as { loginAt?: number };
  expect(typeof data.loginAt).toBe('number');
  data.loginAt = Date.now() - seconds * 1000;
  await stack.redis.set(key, JSON.stringify(data), 'KEEPTTL');
}

describe('ASVS V7.3.1 — the idle timeout is the legacy timer', () => {
  it("the session key's TTL is the core's SESSION_TIMEOUT, and every call slides it back to it", async () => {
    await ctx.stack.mock('put', '/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'SESSION_TIMEOUT',
      parameterValue: '900',
    });
    const { agent, key } = await loggedIn(ctx.stack);
    expect(await ctx.stack.redis.ttl(key)).toBeGreaterThan(890);
    expect(await ctx.stack.redis.ttl(key)).toBeLessThanOrEqual(900);
    await ctx.stack.redis.expire(key, 100);
    await agent.get('/api/auth/me').expect(200);
    expect(await ctx.stack.redis.ttl(key)).toBeGreaterThan(890);
  });
  // A legacy 401 destroying the BFF session: legacy-errors.test.ts ('an expired legacy session → 401 …').
});

describe('ASVS V7.3.2 — an absolute session lifetime, configurable, 12 h by default', () => {
  it('defaults to 12 hours; SESSION_ABSOLUTE_SECONDS sets it', () => {
    expect(loadEnv({}).sessionAbsoluteSeconds).toBe(12 * 60 * 60);
    expect(loadEnv({ SESSION_ABSOLUTE_SECONDS: '3600' }).sessionAbsoluteSeconds).toBe(3600);
    expect(() => loadEnv({ SESSION_ABSOLUTE_SECONDS: 'soon' })).toThrow(/SESSION_ABSOLUTE_SECONDS/);
  });

  it('a session still in use past its lifetime is ended: 401, the key gone, the cookie cleared', async () => {
    const { agent, key } = await loggedIn(ctx.stack);
    await ageLogin(ctx.stack, key, 3000);
    await agent.get('/api/auth/me').expect(200); // within the hour, however busy
    await ageLogin(ctx.stack, key, 3601);
    const res = await agent.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(await ctx.stack.redis.exists(key)).toBe(0);
    expect(String(res.headers['set-cookie'])).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('the remaining time is the smaller of the idle timeout and the lifetime left; 401 once it is over', async () => {
    const { agent, key } = await loggedIn(ctx.stack);
    await ageLogin(ctx.stack, key, 3600 - 120);
    const { remainingSeconds } = (await agent.get('/api/auth/session').expect(200)).body;
    expect(remainingSeconds).toBeGreaterThan(100);
    expect(remainingSeconds).toBeLessThanOrEqual(120);
    await ageLogin(ctx.stack, key, 3601);
    await agent.get('/api/auth/session').expect(401);
  });

  it('picking a role again (the agent’s own) carries the deadline: the session still ends on time', async () => {
    const { agent, key } = await loggedIn(ctx.stack);
    await ageLogin(ctx.stack, key, 3000);
    const agedAt = (JSON.parse((await ctx.stack.redis.get(key))!) as { loginAt: number }).loginAt;
    const { roles } = (await agent.get('/api/auth/roles').expect(200)).body as {
      roles: { branCode: string; roleCode: string }[];
    };
    const { branCode, roleCode } = roles[0]!;
    const repick = await agent.post('/api/auth/role').set(CSRF).send({ branCode, roleCode }).expect(200);
    // A new session id (a login step), the same deadline.
    const cookie = sessionCookie(repick)!.split(';')[0]!;
    const newKey = SESSION_PREFIX + decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
    expect(newKey).not.toBe(key);
    expect((JSON.parse((await ctx.stack.redis.get(newKey))!) as { loginAt: number }).loginAt).toBe(agedAt);
    const { remainingSeconds } = (await agent.get('/api/auth/session').expect(200)).body;
    expect(remainingSeconds).toBeLessThanOrEqual(600);
    await ageLogin(ctx.stack, newKey, 3601);
    await agent.get('/api/auth/me').expect(401);
  });

  it('a new login (the password again) starts a new lifetime', async () => {
    const { agent, key } = await loggedIn(ctx.stack);
    await ageLogin(ctx.stack, key, 3000);
    let cookie = '';
    agent.on('response', (res: supertest.Response) => {
      const set = sessionCookie(res);
      if (set) cookie = set.split(';')[0]!;
    });
    await loginAs(ctx.stack, agent, 'AG00001');
    const newKey = SESSION_PREFIX + decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
    const { loginAt } = JSON.parse((await ctx.stack.redis.get(newKey))!) as { loginAt: number };
    expect(Date.now() - loginAt).toBeLessThan(60_000);
  });

  it('the default lifetime holds with no configuration', async () => {
    const plain = await startStack();
    try {
      const { agent, key } = await loggedIn(plain);
      await ageLogin(plain, key, 12 * 60 * 60 - 60);
      await agent.get('/api/auth/me').expect(200);
      await ageLogin(plain, key, 12 * 60 * 60);
      await agent.get('/api/auth/me').expect(401);
    } finally {
      await plain.close();
    }
  });
});

describe('ASVS V7.3.1 — reading the remaining time (or the version) does not slide the session, whatever the method or trailing slash', () => {
  it.each([
    ['GET', '/api/auth/session'],
    ['GET', '/api/auth/session/'],
    ['HEAD', '/api/auth/session'],
    ['HEAD', '/api/auth/session/'],
    ['POST', '/api/auth/session'],
    ['PUT', '/api/auth/session/'],
    ['DELETE', '/api/auth/session'],
    ['OPTIONS', '/api/auth/session'],
  ])('%s %s leaves the TTL where it was', async (method, path) => {
    const { cookie, key } = await loggedIn(ctx.stack);
    await ctx.stack.redis.expire(key, 500);
    const call = supertest(ctx.stack.app)[method.toLowerCase() as 'get'];
    const res = await call(path).set(CSRF).set('Cookie', cookie);
    expect(res.status).toBeLessThan(500);
    expect(await ctx.stack.redis.ttl(key)).toBeLessThanOrEqual(500);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each([
    ['GET', '/api/public/version'],
    ['GET', '/api/public/version/'],
    ['HEAD', '/api/public/version'],
  ])(
    'nor does the version poll (every 30 s from an open wizard): %s %s leaves the TTL',
    async (method, path) => {
      const { cookie, key } = await loggedIn(ctx.stack);
      await ctx.stack.redis.expire(key, 500);
      const before = await ctx.stack.redis.get(key);
      const call = supertest(ctx.stack.app)[method.toLowerCase() as 'get'];
      const res = await call(path).set('Cookie', cookie);
      // HEAD runs the GET route (its head, no body).
      expect(res.status).toBe(200);
      if (method === 'GET') expect(typeof res.body.version).toBe('string');
      expect(await ctx.stack.redis.ttl(key)).toBeLessThanOrEqual(500);
      expect(await ctx.stack.redis.get(key)).toBe(before);
      expect(res.headers['set-cookie']).toBeUndefined();
    },
  );

  it('while any other call does slide it (the check above can fail)', async () => {
    const { cookie, key } = await loggedIn(ctx.stack);
    await ctx.stack.redis.expire(key, 500);
    await supertest(ctx.stack.app).get('/api/auth/me').set('Cookie', cookie).expect(200);
    expect(await ctx.stack.redis.ttl(key)).toBeGreaterThan(500);
  });
});
