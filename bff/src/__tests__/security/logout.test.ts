import supertest from 'supertest';
import { SESSION_PREFIX } from '../../session/session';
import { CSRF, loginAs, sessionCookie, useStack } from '../support/stack';

const ctx = useStack({}, { reset: true });

describe('ASVS V7.4.1 — logout ends the session; twice is fine', () => {
  it('the Redis key is gone after the first logout; a second (same cookie, or none) answers 204 too', async () => {
    const a = supertest.agent(ctx.stack.app);
    let cookie = '';
    a.on('response', (res: supertest.Response) => {
      const set = sessionCookie(res);
      if (set && !/Expires=Thu, 01 Jan 1970/.test(set)) cookie = set.split(';')[0]!;
    });
    await loginAs(ctx.stack, a, 'AG00001');
    const key = SESSION_PREFIX + decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
    expect(await ctx.stack.redis.exists(key)).toBe(1);

    const first = await supertest(ctx.stack.app).post('/api/auth/logout').set(CSRF).set('Cookie', cookie);
    expect(first.status).toBe(204);
    expect(await ctx.stack.redis.exists(key)).toBe(0);
    const again = await supertest(ctx.stack.app).post('/api/auth/logout').set(CSRF).set('Cookie', cookie);
    expect(again.status).toBe(204);
    await supertest(ctx.stack.app).post('/api/auth/logout').set(CSRF).expect(204);
    expect(await ctx.stack.redis.exists(key)).toBe(0);
    await supertest(ctx.stack.app).get('/api/auth/me').set('Cookie', cookie).expect(401);
  });
});
