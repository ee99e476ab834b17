import supertest from 'supertest';
import { shellMessages } from '@agent-portal/contracts/messages';
import { CSRF, captchaFor, startStack, type Agent, useStack } from './support/stack';
import { SESSION_PREFIX } from '../session/session';

const ctx = useStack({}, { reset: true, clearFaults: true });
beforeEach(async () => {
  const stale = await ctx.stack.redis.keys('ap:throttle:pwd:*');
  if (stale.length) await ctx.stack.redis.del(...stale);
});

const agent = () => supertest.agent(ctx.stack.app);
const NEW_PASSWORD = 'Kx7m2Pq9';
const verifyBody = (overrides: Record<string, string> = {}) => ({
  userCode: 'AG00001',
  idLast4: '6781',
  newPassword: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  ...overrides,
});

async function lastOtp(userCode: string): Promise<string> {
  const { body } = await ctx.stack.mock('get', `/__mock/last-otp?userCode=${userCode}`);
  return body.otpCode as string;
}

async function sessionText(a: Agent): Promise<string> {
  const res = await a.get('/api/auth/captcha');
  expect(res.status).toBe(200);
  const keys = await ctx.stack.redis.keys(`${SESSION_PREFIX}*`);
  const values = await Promise.all(keys.map((k) => ctx.stack.redis.get(k)));
  return values.join('\n');
}

describe('forgot password: verify → OTP → reset', () => {
  it('resets the password of AG00001, after which the new password logs in', async () => {
    const a = agent();
    const verified = await a.post('/api/auth/password/verify').set(CSRF).send(verifyBody());
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: shellMessages.VERIFY_OK });

    const sent = await a.post('/api/auth/password/otp').set(CSRF).expect(200);
    expect(sent.body).toEqual({ message: shellMessages.OTP_SENT_EMAIL, resendSeconds: 60 });
    expect(JSON.stringify(sent.body)).not.toMatch(/OTP\d{8}/); // the otpRecCode stays server-side

    const done = await a
      .post('/api/auth/password/reset')
      .set(CSRF)
      .send({ otpCode: await lastOtp('AG00001') });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: shellMessages.PASSWORD_RESET_DONE });

    const b = agent();
    const captcha = await captchaFor(ctx.stack, b);
    const login = await b
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: NEW_PASSWORD, captcha });
    expect(login.status).toBe(200);
    expect(login.body.next).toBe('done');
  });

  it('keeps the new password out of the browser and out of Redis in clear', async () => {
    const a = agent();
    const verified = await a.post('/api/auth/password/verify').set(CSRF).send(verifyBody());
    expect(JSON.stringify(verified.headers) + verified.text).not.toContain(NEW_PASSWORD);
    const sent = await a.post('/api/auth/password/otp').set(CSRF).expect(200);
    expect(sent.text).not.toMatch(/otpRecCode|resetNewPawd/);
    const stored = await sessionText(a);
    expect(stored).toContain('passwordReset');
    expect(stored).not.toContain(NEW_PASSWORD);
  });

  it('answers the core refusal of a wrong ID with 409 and the core message', async () => {
    const res = await agent()
      .post('/api/auth/password/verify')
      .set(CSRF)
      .send(verifyBody({ idLast4: '0000' }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'LEGACY_ERROR', message: '帳號或身分證末四碼錯誤' });
  });

  it('answers the core policy refusal (a recent password) with 409 and the core message', async () => {
    const body = verifyBody({ newPassword: 'Demo2468', confirmPassword: 'Demo2468' });
    const res = await agent().post('/api/auth/password/verify').set(CSRF).send(body);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('新密碼不可與前三次使用過的密碼相同');
  });

  it('refuses the OTP step before a successful verify, and the reset step before the OTP', async () => {
    const a = agent();
    const early = await a.post('/api/auth/password/otp').set(CSRF);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(shellMessages.RESET_VERIFY_FIRST);
    await a.post('/api/auth/password/verify').set(CSRF).send(verifyBody()).expect(200);
    const noOtp = await a.post('/api/auth/password/reset').set(CSRF).send({ otpCode: '123456' });
    expect(noOtp.status).toBe(409);
    expect(noOtp.body.error.message).toBe(shellMessages.RESET_VERIFY_FIRST);
  });

  it('a failed verify forgets the earlier verification', async () => {
    const a = agent();
    await a.post('/api/auth/password/verify').set(CSRF).send(verifyBody()).expect(200);
    await a
      .post('/api/auth/password/verify')
      .set(CSRF)
      .send(verifyBody({ idLast4: '0000' }))
      .expect(409);
    await a.post('/api/auth/password/otp').set(CSRF).expect(409);
  });

  it('answers a wrong OTP with 400 OTP_WRONG and the core message, then accepts the right one', async () => {
    const a = agent();
    await a.post('/api/auth/password/verify').set(CSRF).send(verifyBody()).expect(200);
    await a.post('/api/auth/password/otp').set(CSRF).expect(200);
    const right = await lastOtp('AG00001');
    const wrongCode = right === '000000' ? '111111' : '000000';
    const wrong = await a.post('/api/auth/password/reset').set(CSRF).send({ otpCode: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'OTP_WRONG', message: 'OTP驗證碼錯誤，請重新輸入' });
    await a.post('/api/auth/password/reset').set(CSRF).send({ otpCode: right }).expect(200);
  });

  it('passes the core refusal of a resend within the wait on as 409', async () => {
    const a = agent();
    await a.post('/api/auth/password/verify').set(CSRF).send(verifyBody()).expect(200);
    await a.post('/api/auth/password/otp').set(CSRF).expect(200);
    const again = await a.post('/api/auth/password/otp').set(CSRF);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/^OTP碼已發送，請於\d+秒後再重新發送$/);
  });

  it('maps a failing core to the catalogue envelope', async () => {
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/public/forgetPawd/vertifyRePawd',
      status: 500,
    });
    const res = await agent().post('/api/auth/password/verify').set(CSRF).send(verifyBody());
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('SERVER_BUSY');
  });
});

describe('forgot password: bad input never reaches the core', () => {
  it.each([
    [{}, 'empty body'],
    [verifyBody({ confirmPassword: 'Kx7m2Pq8' }), shellMessages.PASSWORD_MISMATCH],
    [verifyBody({ newPassword: 'AG00001', confirmPassword: 'AG00001' }), 'account as password'],
    [verifyBody({ idLast4: '12' }), 'short ID digits'],
    [verifyBody({ userCode: 'AG1' }), 'short employee number'],
    [verifyBody({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' }), 'letters only'],
    [{ ...verifyBody(), extra: 'x' }, 'unknown field'],
    [verifyBody({ idLast4: 1234 as unknown as string }), 'wrong type'],
  ])('verify %j → 400 (%s)', async (body, label) => {
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await agent().post('/api/auth/password/verify').set(CSRF).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    if (label.startsWith('新密碼')) expect(res.body.error.message).toBe(label);
    expect((await ctx.stack.mock('get', '/__mock/requests')).body).toEqual([]);
  });

  it.each([[{}], [{ otpCode: '12ab56' }], [{ otpCode: '123' }], [{ otpCode: 123456 }]])(
    'reset %j → 400',
    async (body) => {
      const res = await agent().post('/api/auth/password/reset').set(CSRF).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    },
  );

  it('requires the X-CSRF header', async () => {
    const res = await agent().post('/api/auth/password/verify').send(verifyBody());
    expect(res.status).toBe(403);
  });
});

describe('throttling', () => {
  it('limits verify attempts per employee number', async () => {
    const limited = await startStack({ OTP_ATTEMPTS_PER_WINDOW: '2' });
    try {
      const a = supertest.agent(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await a
          .post('/api/auth/password/verify')
          .set(CSRF)
          .send(verifyBody({ idLast4: '0000' }));
        statuses.push(res.status);
      }
      expect(statuses).toEqual([409, 409, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('password expiry mail (the 519 "not now" path)', () => {
  it('asks the core to mail the notice, then the login with noChangePwd=Y goes through', async () => {
    const a = agent();
    const captcha = await captchaFor(ctx.stack, a);
    const refused = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00519', password: 'Demo2468', captcha });
    expect(refused.body.error.code).toBe('PASSWORD_EXPIRED');
    const res = await a.post('/api/auth/password/expiry-mail').set(CSRF).send({ userCode: 'AG00519' });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    const mails = (await ctx.stack.mock('get', '/__mock/mails')).body as { userCode: string }[];
    expect(mails.map((m) => m.userCode)).toEqual(['AG00519']);
    const again = await captchaFor(ctx.stack, a);
    const login = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00519', password: 'Demo2468', captcha: again, noChangePwd: 'Y' });
    expect(login.status).toBe(200);
  });

  it('refuses any employee number whose login here was not just refused with 519, without calling the core', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    const stranger = await agent()
      .post('/api/auth/password/expiry-mail')
      .set(CSRF)
      .send({ userCode: 'AG00519' });
    expect(stranger.status).toBe(403);
    expect(stranger.body.error).toMatchObject({
      code: 'EXPIRY_MAIL_NOT_ALLOWED',
      message: shellMessages.EXPIRY_MAIL_NOT_ALLOWED,
    });

    const a = agent();
    const captcha = await captchaFor(ctx.stack, a);
    await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00519', password: 'Demo2468', captcha })
      .expect(409);
    const other = await a.post('/api/auth/password/expiry-mail').set(CSRF).send({ userCode: 'AG00001' });
    expect(other.status).toBe(403);

    const b = agent();
    const captchaB = await captchaFor(ctx.stack, b);
    const suggested = await b
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00518', password: 'Demo2468', captcha: captchaB });
    expect(suggested.body.error.code).toBe('PASSWORD_RESET_SUGGESTED');
    expect(
      (await b.post('/api/auth/password/expiry-mail').set(CSRF).send({ userCode: 'AG00518' })).status,
    ).toBe(403);
    expect((await ctx.stack.mock('get', '/__mock/requests?pathPrefix=/public/forgetPawd')).body).toEqual([]);
    expect((await ctx.stack.mock('get', '/__mock/mails')).body).toEqual([]);
  });

  it('sends one mail per refusal, and a later login attempt forgets the refusal', async () => {
    const a = agent();
    const refuse = async () => {
      const captcha = await captchaFor(ctx.stack, a);
      await a
        .post('/api/auth/login')
        .set(CSRF)
        .send({ userCode: 'ag00519', password: 'Demo2468', captcha })
        .expect(409);
    };
    const mail = () => a.post('/api/auth/password/expiry-mail').set(CSRF).send({ userCode: 'ＡＧ00519' });
    await refuse();
    expect((await mail()).status).toBe(200);
    expect((await mail()).status).toBe(403);
    await refuse();
    await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'Demo2468', captcha: 'zzzzzz' })
      .expect(401);
    expect((await mail()).status).toBe(403);
    expect((await ctx.stack.mock('get', '/__mock/mails')).body).toHaveLength(1);
  });

  it.each([[{}], [{ userCode: 'AG1' }], [{ userCode: 'AG00519', extra: 1 }]])('%j → 400', async (body) => {
    const res = await agent().post('/api/auth/password/expiry-mail').set(CSRF).send(body);
    expect(res.status).toBe(400);
  });
});
