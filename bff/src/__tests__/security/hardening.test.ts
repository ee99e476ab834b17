import supertest from 'supertest';
import { CSRF, captchaFor, startStack, type Stack, useStack } from '../support/stack';

const ctx = useStack();

describe('hardening', () => {
  it('routes are case-sensitive: /API/... does not slip past validation', async () => {
    const res = await supertest(ctx.stack.app)
      .post('/API/auth/login')
      .set(CSRF)
      .send({ password: 1, captcha: {} });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it.each([
    ['/api/auth/otp/verify', { otpCode: ['E'] }],
    ['/api/auth/login', { userCode: ['A'], password: 'Demo2468', captcha: 'abcdef' }],
    ['/api/auth/password/reset', { otpCode: { $gt: '' } }],
  ])('odd value types on %s answer 400, never 500', async (path, body) => {
    const res = await supertest(ctx.stack.app).post(path).set(CSRF).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.status).toBe(400);
  });

  it('the API reference is read-only: a POST meets the CSRF check', async () => {
    expect((await supertest(ctx.stack.app).post('/api/docs/')).status).toBe(403);
  });
});

describe('ASVS V3.3.1, V3.3.3 — production cookies', () => {
  let prod: Stack;
  beforeAll(async () => {
    prod = await startStack({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      TRUST_PROXY: 'loopback',
      ALLOWED_HOSTS: '127.0.0.1',
    });
  });
  afterAll(() => prod.close());

  it('uses a Secure __Host- cookie and clears it with the same attributes at logout', async () => {
    const a = supertest.agent(prod.app);
    const image = await a.get('/api/auth/captcha').set('X-Forwarded-Proto', 'https').expect(200);
    const set = ([] as string[]).concat(image.headers['set-cookie'] ?? []);
    expect(set[0]).toMatch(/^__Host-ap\.sid=/);
    expect(set[0]).toMatch(/Secure/);
    expect(set[0]).not.toMatch(/Domain/i);
    const cookie = set[0]!.split(';')[0]!;
    const out = await supertest(prod.app)
      .post('/api/auth/logout')
      .set(CSRF)
      .set('Cookie', cookie)
      .set('X-Forwarded-Proto', 'https')
      .expect(204);
    const cleared = ([] as string[])
      .concat(out.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('__Host-ap.sid='));
    expect(cleared).toMatch(/Secure/);
    expect(cleared).toMatch(/Path=\//);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('still logs in through the whole dance in production mode', async () => {
    const a = supertest.agent(prod.app);
    const captcha = await captchaFor(prod, a);
    expect(captcha.length).toBe(6);
  });
});
