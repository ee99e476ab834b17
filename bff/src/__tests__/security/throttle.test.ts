import supertest from 'supertest';
import { CSRF, captchaFor, startStack, type Agent, type Stack } from '../support/stack';

/*
 * Two BFF instances over one Redis, as in production behind a round-robin: the counters are Redis keys, so an
 * attacker alternating between instances meets one limit. Both stacks start before any attempt (each start clears
 * earlier runs' counters).
 */
let a: Stack;
let b: Stack;
const LIMITS = {
  LOGIN_ATTEMPTS_PER_WINDOW: '2',
  OTP_ATTEMPTS_PER_WINDOW: '2',
  THROTTLE_IP_FACTOR: '2',
  LOGIN_FAILURES_PER_IP: '4',
  LOGIN_IP_WINDOW_SECONDS: '120',
  THROTTLE_WINDOW_SECONDS: '120',
};
beforeAll(async () => {
  a = await startStack(LIMITS);
  b = await startStack(LIMITS);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

async function tryLogin(stack: Stack, userCode: string, password = 'Wrong2468') {
  const agent = supertest.agent(stack.app);
  const captcha = await captchaFor(stack, agent);
  return agent.post('/api/auth/login').set(CSRF).send({ userCode, password, captcha });
}

function expect429(res: supertest.Response) {
  expect(res.status).toBe(429);
  expect(res.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(120);
}

describe('ASVS V6.3.1 — login and OTP throttled per user and per IP, in Redis, shared by all instances', () => {
  it('per user: failures on one instance lock the employee number on the other (429, Retry-After)', async () => {
    expect((await tryLogin(a, 'AG00003')).status).toBe(401);
    expect((await tryLogin(b, 'AG00003')).status).toBe(401);
    expect429(await tryLogin(a, 'AG00003', 'Demo2468'));
    expect429(await tryLogin(b, 'AG00003', 'Demo2468'));
    expect(await a.redis.get('ap:throttle:login:user:AG00003')).toBe('2');
  });

  it('per IP: one client failing with many employee numbers meets the IP failure limit on any instance', async () => {
    await a.redis.del(
      'ap:throttle:login:failed:ip:::ffff:127.0.0.1',
      'ap:throttle:login:failed:ip:127.0.0.1',
    );
    const users = ['AG00011', 'AG00012', 'AG00013', 'AG00014'];
    for (const [i, user] of users.entries()) {
      expect((await tryLogin(i % 2 ? b : a, user)).status).toBe(401);
    }
    expect429(await tryLogin(b, 'AG00015'));
    const ipKeys = await a.redis.keys('ap:throttle:login:failed:ip:*');
    expect(ipKeys).toHaveLength(1);
  });

  it('OTP verification: wrong codes lock the user per user and per IP across instances', async () => {
    await a.redis.del(...(await a.redis.keys('ap:throttle:login:failed:ip:*')));
    const onA = supertest.agent(a.app);
    const captcha = await captchaFor(a, onA);
    await onA
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00002', password: 'Demo2468', captcha })
      .expect(200);
    await onA.post('/api/auth/otp').set(CSRF).send({ sendTypeCode: 'E' }).expect(200);
    const verify = (agent: Agent) => agent.post('/api/auth/otp/verify').set(CSRF).send({ otpCode: '000000' });
    expect((await verify(onA)).status).toBe(400);
    expect((await verify(onA)).status).toBe(400);
    expect429(await verify(onA));
    expect(await a.redis.exists('ap:throttle:otp:verify:AG00002')).toBe(1);
    const ipKeys = await b.redis.keys('ap:throttle:otp:verify:ip:*');
    expect(ipKeys).toHaveLength(1);
    expect(Number(await b.redis.get(ipKeys[0]!))).toBe(2); // the third stopped at the per-user limit
  });
});
