import supertest from 'supertest';
import { SESSION_PREFIX } from '../../session/session';
import { CSRF, captchaFor, sessionCookie, startStack, useStack, type Agent } from '../support/stack';

const ctx = useStack({}, { reset: true });

/** The session id of a Set-Cookie line (`ap.sid=s:<id>.<signature>`). */
function sessionIdOf(setCookie: string): string {
  return decodeURIComponent(setCookie.split(';')[0]!.split('=')[1]!).slice(2).split('.')[0]!;
}

/** The new cookie a step set: the id must have changed, the old one be gone from Redis and refused by the BFF. */
async function expectNewId(
  res: supertest.Response,
  previous: string,
  check: (cookie: string) => Promise<number>,
) {
  const next = sessionCookie(res);
  expect(next).toBeDefined();
  expect(sessionIdOf(next!)).not.toBe(sessionIdOf(previous));
  expect(await ctx.stack.redis.exists(SESSION_PREFIX + sessionIdOf(previous))).toBe(0);
  expect(await ctx.stack.redis.exists(SESSION_PREFIX + sessionIdOf(next!))).toBe(1);
  expect(await check(previous.split(';')[0]!)).toBe(401);
  return next!;
}

describe('ASVS V7.2.4 — session id after each login step', () => {
  it('changes after the password, the OTP and the role pick; each old id no longer resolves', async () => {
    const a = supertest.agent(ctx.stack.app);
    const opened = sessionCookie(await a.get('/api/auth/captcha').expect(200))!;
    const { body: captcha } = await ctx.stack.mock('get', '/__mock/last-captcha');
    const roles = (cookie: string) =>
      supertest(ctx.stack.app)
        .get('/api/auth/roles')
        .set('Cookie', cookie)
        .then((r) => r.status);
    const sendOtp = (cookie: string) =>
      supertest(ctx.stack.app)
        .post('/api/auth/otp')
        .set(CSRF)
        .set('Cookie', cookie)
        .send({ sendTypeCode: 'E' })
        .then((r) => r.status);

    const password = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00002', password: 'Demo2468', captcha: captcha.text })
      .expect(200);
    expect(password.body.next).toBe('otp');
    const afterPassword = await expectNewId(password, opened, sendOtp);

    await a.post('/api/auth/otp').set(CSRF).send({ sendTypeCode: 'E' }).expect(200);
    const { body: otp } = await ctx.stack.mock('get', '/__mock/last-otp?userCode=AG00002');
    const verified = await a
      .post('/api/auth/otp/verify')
      .set(CSRF)
      .send({ otpCode: otp.otpCode })
      .expect(200);
    expect(verified.body.next).toBe('role');
    const afterOtp = await expectNewId(verified, afterPassword, roles);

    const { branCode, roleCode } = verified.body.roles[0];
    const picked = await a.post('/api/auth/role').set(CSRF).send({ branCode, roleCode }).expect(200);
    expect(picked.body.next).toBe('done');
    await expectNewId(picked, afterOtp, roles);

    // The legacy session and the login went along: data calls work on the newest id.
    await a.get('/api/common/menu').expect(200);
    const me = (await a.get('/api/auth/me').expect(200)).body;
    expect(me.userCode).toBe('AG00002');
    // Answers are built field by field: the core's branName (not in bff.yaml) stays in the BFF.
    expect(me).not.toHaveProperty('branName');
    const other = verified.body.roles[1];
    const switched = await a
      .post('/api/auth/role/switch')
      .set(CSRF)
      .send({ branCode: other.branCode, roleCode: other.roleCode })
      .expect(200);
    expect(switched.body).toMatchObject({ branCode: other.branCode, roleCode: other.roleCode });
    expect(switched.body).not.toHaveProperty('branName');
  });
});

describe('ASVS V6.3.1 — per-user login throttle', () => {
  async function attempt(agent: Agent, stack: typeof ctx.stack, captchaOk: boolean, password = 'Nope12345') {
    const captcha = await captchaFor(stack, agent);
    return agent
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password, captcha: captchaOk ? captcha : 'ZZZZZZ' });
  }

  it('does not count wrong captchas: eleven of them leave the employee number usable', async () => {
    const limited = await startStack({ LOGIN_ATTEMPTS_PER_WINDOW: '10' });
    try {
      const b = supertest.agent(limited.app);
      await limited.redis.del('ap:throttle:login:user:AG00001');
      for (let i = 0; i < 11; i++) expect((await attempt(b, limited, false)).status).toBe(401);
      expect((await attempt(b, limited, true, 'Demo2468')).status).toBe(200);
    } finally {
      await limited.redis.del('ap:throttle:login:user:AG00001');
      await limited.close();
    }
  });

  it('counts attempts whose captcha passed and answers 429 with Retry-After in the envelope', async () => {
    const limited = await startStack({ LOGIN_ATTEMPTS_PER_WINDOW: '3', THROTTLE_WINDOW_SECONDS: '120' });
    try {
      const b = supertest.agent(limited.app);
      await limited.redis.del('ap:throttle:login:user:AG00001');
      for (let i = 0; i < 3; i++) expect((await attempt(b, limited, true)).status).toBe(401);
      const locked = await attempt(b, limited, true, 'Demo2468');
      expect(locked.status).toBe(429);
      expect(locked.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(120);
    } finally {
      await limited.redis.del('ap:throttle:login:user:AG00001');
      await limited.close();
    }
  });
});
