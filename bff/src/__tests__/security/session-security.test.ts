import supertest from 'supertest';
import { SESSION_PREFIX } from '../../session/session';
import { CSRF, captchaFor, loginAs, sessionCookie, startStack, useStack } from '../support/stack';

const ctx = useStack({}, { reset: true });

const agent = () => supertest.agent(ctx.stack.app);

describe('ASVS V7.2.4, V6.3.3, V3.3.1-4 — session security', () => {
  it('regenerates the session id at login: the pre-login id no longer resolves', async () => {
    const a = agent();
    const first = await a.get('/api/auth/captcha').expect(200);
    const preLogin = sessionCookie(first);
    expect(preLogin).toBeDefined();
    const preId = decodeURIComponent(preLogin!.split(';')[0]!.split('=')[1]!).slice(2).split('.')[0];
    expect(await ctx.stack.redis.exists(SESSION_PREFIX + preId)).toBe(1);
    await loginAs(ctx.stack, a, 'AG00001');
    expect(await ctx.stack.redis.exists(SESSION_PREFIX + preId)).toBe(0);
    const replay = await supertest(ctx.stack.app).get('/api/auth/me').set('Cookie', preLogin!.split(';')[0]!);
    expect(replay.status).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Strict, Path=/ cookie without Domain and never leaks legacy cookies', async () => {
    const a = agent();
    const res = await a.get('/api/auth/captcha').expect(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/HttpOnly/);
    expect(cookies[0]).toMatch(/SameSite=Strict/);
    expect(cookies[0]).toMatch(/Path=\//);
    expect(cookies[0]).not.toMatch(/Domain/i);
    const captcha = (await ctx.stack.mock('get', '/__mock/last-captcha')).body.text;
    const login = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'Demo2468', captcha });
    for (const r of [res, login, await a.get('/api/auth/me')]) {
      const raw = JSON.stringify(r.headers) + JSON.stringify(r.body ?? '');
      expect(raw).not.toMatch(/JSESSIONID|XSRF-TOKEN/);
    }
  });

  it('requires X-CSRF on every state-changing call', async () => {
    const res = await agent()
      .post('/api/auth/login')
      .send({ userCode: 'AG00001', password: 'Demo2468', captcha: 'abcdef' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('CSRF_REQUIRED');
    expect((await agent().post('/api/auth/logout')).status).toBe(403);
  });

  it('grants nothing to a half-finished login and sends no data call to the core', async () => {
    const a = agent();
    const captcha = await captchaFor(ctx.stack, a);
    await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00002', password: 'Demo2468', captcha })
      .expect(200);
    await ctx.stack.mock('delete', '/__mock/requests');
    for (const path of ['/api/common/codes', '/api/common/menu', '/api/common/parameters', '/api/auth/me']) {
      const res = await a.get(path);
      expect(res.status).toBe(401);
    }
    await a.post('/api/auth/role').set(CSRF).send({ branCode: 'B001', roleCode: 'R01' }).expect(401);
    const { body } = await ctx.stack.mock('get', '/__mock/requests');
    expect(body).toEqual([]);
  });

  it('never forwards the browser cookie upstream', async () => {
    const a = agent();
    await loginAs(ctx.stack, a, 'AG00001');
    await a.get('/api/common/menu').set('X-Extra', '1').expect(200);
    const { body } = await ctx.stack.mock('get', '/__mock/requests');
    expect(body.length).toBeGreaterThan(0);
    for (const r of body as { cookieNames: string[] }[]) {
      expect(r.cookieNames).not.toContain('ap.sid');
      for (const name of r.cookieNames) expect(['JSESSIONID', 'XSRF-TOKEN']).toContain(name);
    }
  });

  it('keepalive answers the remaining time; logout destroys the session', async () => {
    const a = agent();
    await loginAs(ctx.stack, a, 'AG00001');
    const keep = await a.post('/api/auth/keepalive').set(CSRF).expect(200);
    expect(keep.body.remainingSeconds).toBe(1800);
    await a.post('/api/auth/logout').set(CSRF).expect(204);
    await a.get('/api/auth/me').expect(401);
  });

  it('throttles login attempts per employee number', async () => {
    const limited = await startStack({ LOGIN_ATTEMPTS_PER_WINDOW: '3' });
    try {
      const a = supertest.agent(limited.app);
      await limited.redis.del('ap:throttle:login:user:AG00009');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const captcha = await captchaFor(limited, a);
        statuses.push(
          (
            await a
              .post('/api/auth/login')
              .set(CSRF)
              .send({ userCode: 'AG00009', password: 'Nope12345', captcha })
          ).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.redis.del('ap:throttle:login:user:AG00009');
      await limited.close();
    }
  });
});
