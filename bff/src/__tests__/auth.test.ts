import { errorMessages } from '@agent-portal/contracts/messages';
import supertest from 'supertest';
import { CSRF, captchaFor, useStack } from './support/stack';

const ctx = useStack({}, { reset: true });

const agent = () => supertest.agent(ctx.stack.app);

describe('login dance', () => {
  it('logs AG00001 in without OTP and picks the single role itself', async () => {
    const a = agent();
    const captcha = await captchaFor(ctx.stack, a);
    const res = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'Demo2468', captcha });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ next: 'done', mobileYn: expect.stringMatching(/^[YN]$/) });
    const me = await a.get('/api/auth/me').expect(200);
    expect(me.body).toMatchObject({
      userCode: 'AG00001',
      roleCode: expect.any(String),
      branCode: expect.any(String),
    });
  });

  it('takes AG00002 through OTP and the role pick', async () => {
    const a = agent();
    const captcha = await captchaFor(ctx.stack, a);
    const login = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00002', password: 'Demo2468', captcha });
    expect(login.body).toEqual({ next: 'otp', mobileYn: 'Y' });
    await a.get('/api/auth/me').expect(401);
    const sent = await a.post('/api/auth/otp').set(CSRF).send({ sendTypeCode: 'M' }).expect(200);
    expect(sent.body.resendSeconds).toBeGreaterThan(0);
    expect(sent.body.message).toEqual(expect.any(String));
    const wrong = await a.post('/api/auth/otp/verify').set(CSRF).send({ otpCode: '000000' });
    const { body } = await ctx.stack.mock('get', '/__mock/last-otp?userCode=AG00002');
    if (body.otpCode !== '000000') expect(wrong.status).toBe(400);
    const verified = await a
      .post('/api/auth/otp/verify')
      .set(CSRF)
      .send({ otpCode: body.otpCode })
      .expect(200);
    expect(verified.body.next).toBe('role');
    expect(verified.body.roles.length).toBeGreaterThanOrEqual(2);
    const roles = await a.get('/api/auth/roles').expect(200);
    expect(roles.body.roles).toEqual(verified.body.roles);
    const pick = verified.body.roles[1];
    await a
      .post('/api/auth/role')
      .set(CSRF)
      .send({ branCode: pick.branCode, roleCode: pick.roleCode })
      .expect(200);
    const me = await a.get('/api/auth/me').expect(200);
    expect(me.body.roleCode).toBe(pick.roleCode);
  });

  it('refuses the mobile OTP when no mobile is on file', async () => {
    const a = agent();
    const captcha = await captchaFor(ctx.stack, a);
    await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00003', password: 'Demo2468', captcha })
      .expect(200);
    const res = await a.post('/api/auth/otp').set(CSRF).send({ sendTypeCode: 'M' }).expect(400);
    expect(res.body.error.message).toMatch(/行動電話/);
  });

  it.each([
    ['AG00516', 'LOGIN_REJECTED'],
    ['AG00517', 'PASSWORD_RESET_REQUIRED'],
    ['AG00518', 'PASSWORD_RESET_SUGGESTED'],
    ['AG00519', 'PASSWORD_EXPIRED'],
  ])('turns the legacy refusal of %s into %s', async (userCode, code) => {
    const a = agent();
    const captcha = await captchaFor(ctx.stack, a);
    const res = await a.post('/api/auth/login').set(CSRF).send({ userCode, password: 'Demo2468', captcha });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code,
      status: 409,
      message: expect.any(String),
      timestamp: expect.any(String),
    });
    expect(res.body.error.message.length).toBeGreaterThan(0);
  });

  it('logs AG00519 in when the agent keeps the expired password (noChangePwd)', async () => {
    const a = agent();
    const captcha = await captchaFor(ctx.stack, a);
    const res = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00519', password: 'Demo2468', captcha, noChangePwd: 'Y' });
    expect(res.status).toBe(200);
  });

  it('answers a wrong captcha and a wrong password with 401 and the core message', async () => {
    const a = agent();
    await captchaFor(ctx.stack, a);
    const badCaptcha = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'Demo2468', captcha: 'zzzzzz' });
    expect(badCaptcha.status).toBe(401);
    expect(badCaptcha.body.error.code).toBe('LOGIN_FAILED');
    expect(badCaptcha.body.error.message).toContain('驗證碼');
    const captcha = await captchaFor(ctx.stack, a);
    const badPassword = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'Wrong1234', captcha });
    expect(badPassword.status).toBe(401);
    expect(badPassword.body.error.message).not.toContain('驗證碼');
  });

  it('logs each failed login: the user code tried, the client IP and the reason code, never a secret', async () => {
    const a = agent();
    await captchaFor(ctx.stack, a);
    ctx.stack.logs.length = 0;
    await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'Demo2468', captcha: 'zzzzzz' })
      .expect(401);
    const captcha = await captchaFor(ctx.stack, a);
    await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'Wrong1234', captcha })
      .expect(401);
    await agent()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00003', password: 'Wrong5678', captcha: 'abcdef' })
      .expect(401);
    const failed = ctx.stack.logs.filter((l) => l.msg === 'login failed');
    const line = (userCode: string, reason: string) =>
      expect.objectContaining({
        level: 40,
        audit: 'login-failed',
        userCode,
        reason,
        clientIp: expect.stringMatching(/127\.0\.0\.1$/),
        reqId: expect.any(String),
      });
    expect(failed).toEqual([
      line('AG00001', 'CAPTCHA_WRONG'),
      line('AG00001', 'LOGIN_FAILED'),
      line('AG00003', 'CAPTCHA_WRONG'),
    ]);
    const written = JSON.stringify(ctx.stack.logs);
    for (const secret of ['Demo2468', 'Wrong1234', 'Wrong5678', 'zzzzzz', captcha, 'abcdef'])
      expect(written).not.toContain(secret);
  });
});

describe('bad input', () => {
  it.each([
    [{}, 'empty body'],
    [{ userCode: 'AG00001', password: 'Demo2468' }, 'missing captcha'],
    [{ userCode: 'AG00001', password: 'Demo2468', captcha: 1234567 }, 'wrong type'],
    [{ userCode: 'AG00001', password: 'Demo2468', captcha: 'abc', extra: 1 }, 'unknown field'],
    [{ userCode: 'AG0000112345678', password: 'Demo2468', captcha: 'abc' }, 'too long'],
  ])('answers 400 with the envelope for %j (%s)', async (body, _label) => {
    const res = await agent().post('/api/auth/login').set(CSRF).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await agent()
      .post('/api/auth/login')
      .set(CSRF)
      .set('Content-Type', 'application/json')
      .send('{"userCode":');
    expect(res.status).toBe(400);
    expect(res.body.error.status).toBe(400);
  });

  it('refuses an OTP that is not 6 digits', async () => {
    const res = await agent().post('/api/auth/otp/verify').set(CSRF).send({ otpCode: '12ab' });
    expect(res.status).toBe(400);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await agent().get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});

describe('shared rules run in the BFF too', () => {
  it('upper-cases and half-width converts the employee number before the core sees it', async () => {
    const a = agent();
    const captcha = await captchaFor(ctx.stack, a);
    const res = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'ａｇ００００１', password: 'Demo2468', captcha });
    expect(res.status).toBe(200);
    expect(res.body.next).toBe('done');
  });

  it('refuses a short password with the catalogue message, without calling the core', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await agent()
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'abc', captcha: 'abcdef' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toMatch(/密碼/);
    expect((await ctx.stack.mock('get', '/__mock/requests')).body).toEqual([]);
  });
});

describe('login while the core is closed (spec 1 §7 /public/systemActive, §8 maintenance)', () => {
  const close = () =>
    ctx.stack.mock('put', '/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'SYSTEM_ACTIVE_YN',
      parameterValue: 'N',
    });

  it('refuses the password login with 503 MAINTENANCE and never posts the credentials to the core', async () => {
    const a = agent();
    const captcha = await captchaFor(ctx.stack, a);
    await close();
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'Demo2468', captcha });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'MAINTENANCE', message: errorMessages.MAINTENANCE });
    const calls = (await ctx.stack.mock('get', '/__mock/requests')).body as { path: string }[];
    expect(calls.map((r) => r.path)).toEqual(['/public/systemActive']);
    await a.get('/api/auth/me').expect(401);
  });

  it('refuses the remote login likewise, and lets both in again once the core is open', async () => {
    await close();
    const { body: ticket } = await ctx.stack.mock('post', '/__mock/rmw-ticket', { userCode: 'AG00001' });
    const refused = await agent().post('/api/auth/remote').set(CSRF).send(ticket);
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('MAINTENANCE');
    await ctx.stack.mock('put', '/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'SYSTEM_ACTIVE_YN',
      parameterValue: 'Y',
    });
    const a = agent();
    await a.post('/api/auth/remote').set(CSRF).send(ticket).expect(200);
    await a.get('/api/auth/me').expect(200);
  });
});
