import supertest from 'supertest';
import { CSRF, captchaFor, loginAs, useStack, type Agent } from '../support/stack';

/*
 * Issue 20 item 6: twenty parallel wrong logins for one employee number all reached the core (the limit, 10, was
 * checked before the attempt and counted after it). Every counter now increments first and compares after, so
 * parallel attempts cannot pass the limit: exactly the limit reach the core. The real defaults (10 per window).
 */
const ctx = useStack({ LOGIN_ATTEMPTS_PER_WINDOW: '', OTP_ATTEMPTS_PER_WINDOW: '' }, { reset: true });

beforeEach(async () => {
  const keys = await ctx.stack.redis.keys('ap:throttle:*');
  if (keys.length) await ctx.stack.redis.del(...keys);
});

const forgetCoreCalls = () => ctx.stack.mock('delete', '/__mock/requests');
async function coreCalls(path: string): Promise<number> {
  const { body } = await ctx.stack.mock('get', '/__mock/requests');
  return (body as { path: string }[]).filter((r) => r.path === path).length;
}
const statuses = (answers: supertest.Response[]) => answers.map((r) => r.status).sort();
const times = (n: number, status: number) => Array.from({ length: n }, () => status);

/** Browsers, each with its own captcha read from the mock, ready to post a login. */
async function browsersWithCaptcha(n: number): Promise<{ agent: Agent; captcha: string }[]> {
  const out = [];
  for (let i = 0; i < n; i++) {
    const agent = supertest.agent(ctx.stack.app);
    out.push({ agent, captcha: await captchaFor(ctx.stack, agent) });
  }
  return out;
}

/** A browser at the OTP step of AG00002 (OTP enabled). */
async function atOtpStep(): Promise<Agent> {
  const { agent, captcha } = (await browsersWithCaptcha(1))[0]!;
  const res = await agent
    .post('/api/auth/login')
    .set(CSRF)
    .send({ userCode: 'AG00002', password: 'Demo2468', captcha })
    .expect(200);
  expect(res.body.next).toBe('otp');
  return agent;
}

describe('login: 20 parallel wrong passwords for one employee number', () => {
  it('exactly 10 reach the core (401), the other 10 answer 429 without it; the right password then waits too', async () => {
    const browsers = await browsersWithCaptcha(21);
    const last = browsers.pop()!;
    await forgetCoreCalls();
    const answers = await Promise.all(
      browsers.map(({ agent, captcha }) =>
        agent.post('/api/auth/login').set(CSRF).send({ userCode: 'AG00003', password: 'Wrong2468', captcha }),
      ),
    );
    expect(statuses(answers)).toEqual([...times(10, 401), ...times(10, 429)]);
    expect(await coreCalls('/login')).toBe(10);
    const right = await last.agent
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00003', password: 'Demo2468', captcha: last.captcha });
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(await coreCalls('/login')).toBe(10);
  });

  it('wrong captchas, however many in parallel, lock nobody out once they are answered', async () => {
    const browsers = await browsersWithCaptcha(20);
    const answers = await Promise.all(
      browsers.map(({ agent }) =>
        agent
          .post('/api/auth/login')
          .set(CSRF)
          .send({ userCode: 'AG00001', password: 'Wrong2468', captcha: 'WRONG1' }),
      ),
    );
    expect(answers.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    expect(await ctx.stack.redis.get('ap:throttle:login:user:AG00001')).toBe('0');
    await loginAs(ctx.stack, supertest.agent(ctx.stack.app), 'AG00001');
  });
});

describe('OTP: 20 parallel sends or wrong codes in one login', () => {
  it('sends: exactly 10 reach the core', async () => {
    const agent = await atOtpStep();
    await forgetCoreCalls();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => agent.post('/api/auth/otp').set(CSRF).send({ sendTypeCode: 'E' })),
    );
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
    expect(await coreCalls('/users/sendOtpLogin')).toBe(10);
  });

  it('wrong codes: exactly 10 reach the core (400), the other 10 answer 429', async () => {
    const agent = await atOtpStep();
    await agent.post('/api/auth/otp').set(CSRF).send({ sendTypeCode: 'E' }).expect(200);
    await forgetCoreCalls();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        agent.post('/api/auth/otp/verify').set(CSRF).send({ otpCode: '000000' }),
      ),
    );
    expect(statuses(answers)).toEqual([...times(10, 400), ...times(10, 429)]);
    expect(await coreCalls('/users/verifyLoginOtp')).toBe(10);
  });
});
