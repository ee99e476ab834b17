import supertest from 'supertest';
import { CSRF, captchaFor, loginAs, sessionCookie, useStack } from './support/stack';
import { SESSION_PREFIX, sessionIdOfCookie } from '../session/session';

const ctx = useStack();

/** Logs in and answers the agent with the Redis key of its session. */
async function loggedIn() {
  const a = supertest.agent(ctx.stack.app);
  const captcha = await captchaFor(ctx.stack, a);
  const login = await a
    .post('/api/auth/login')
    .set(CSRF)
    .send({ userCode: 'AG00001', password: 'Demo2468', captcha });
  expect(login.body.next).toBe('done');
  const cookie = sessionCookie(login)!.split(';')[0]!;
  const sid = sessionIdOfCookie(cookie, {
    name: 'ap.sid',
    secret: 'dev-only-session-secret-change-me',
    secure: false,
  });
  expect(sid).toBeDefined();
  return { a, key: SESSION_PREFIX + sid, cookie };
}

describe('GET /api/auth/session', () => {
  it('answers the remaining seconds of a complete login', async () => {
    const { a } = await loggedIn();
    const res = await a.get('/api/auth/session').expect(200);
    expect(res.body.remainingSeconds).toBeGreaterThan(1790);
    expect(res.body.remainingSeconds).toBeLessThanOrEqual(1800);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('does not slide the session, unlike any other call', async () => {
    const { a, key } = await loggedIn();
    await ctx.stack.redis.expire(key, 100);
    const res = await a.get('/api/auth/session').expect(200);
    expect(res.body.remainingSeconds).toBeLessThanOrEqual(100);
    expect(res.body.remainingSeconds).toBeGreaterThan(95);
    expect(await ctx.stack.redis.ttl(key)).toBeLessThanOrEqual(100);
    await a.get('/api/auth/me').expect(200);
    expect(await ctx.stack.redis.ttl(key)).toBeGreaterThan(1790);
  });

  it('answers 401 once the session is gone', async () => {
    const { a, key } = await loggedIn();
    await ctx.stack.redis.del(key);
    const res = await a.get('/api/auth/session');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('answers 401 for a half-finished login', async () => {
    const a = supertest.agent(ctx.stack.app);
    const captcha = await captchaFor(ctx.stack, a);
    await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00002', password: 'Demo2468', captcha })
      .expect(200);
    expect((await a.get('/api/auth/session')).status).toBe(401);
  });

  it('answers 401 without a cookie or with a forged signature', async () => {
    expect((await supertest(ctx.stack.app).get('/api/auth/session')).status).toBe(401);
    const { cookie } = await loggedIn();
    const forged = cookie.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(forged).not.toBe(cookie);
    expect((await supertest(ctx.stack.app).get('/api/auth/session').set('Cookie', forged)).status).toBe(401);
    expect(
      (await supertest(ctx.stack.app).get('/api/auth/session').set('Cookie', 'ap.sid=garbage%')).status,
    ).toBe(401);
    expect((await supertest(ctx.stack.app).get('/api/auth/session').set('Cookie', cookie)).status).toBe(200);
  });

  it('refuses query parameters', async () => {
    const { a } = await loggedIn();
    expect((await a.get('/api/auth/session?x=1')).status).toBe(400);
  });

  it('leaves the session middleware in place for every other auth route', async () => {
    const a = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, a, 'AG00001');
    await a.post('/api/auth/keepalive').set(CSRF).expect(200);
  });
});
