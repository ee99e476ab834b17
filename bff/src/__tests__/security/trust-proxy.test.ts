import supertest from 'supertest';
import { CSRF, startStack, type Stack } from '../support/stack';

async function throttleKeys(stack: Stack): Promise<string[]> {
  return stack.redis.keys('ap:throttle:consent:ip:*');
}

/** Six consent look-ups (limit: 5 per client IP with LOGIN_ATTEMPTS_PER_WINDOW=1), each from a "new" IP. */
async function rotateForwardedFor(stack: Stack): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const res = await supertest(stack.app)
      .post('/api/public/consent')
      .set(CSRF)
      .set('X-Forwarded-For', `203.0.113.${i}`)
      .set('X-Real-IP', `203.0.113.${i}`)
      .send({ pram: 'NOPE000000' });
    statuses.push(res.status);
  }
  return statuses;
}

describe('ASVS V4.1.3 — trust proxy: none by default', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ LOGIN_ATTEMPTS_PER_WINDOW: '1' });
  });
  afterAll(() => stack.close());

  it('a forged X-Forwarded-For neither changes the throttle key nor dodges the limit', async () => {
    expect(await rotateForwardedFor(stack)).toEqual([404, 404, 404, 404, 404, 429]);
    const keys = await throttleKeys(stack);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/127\.0\.0\.1$/);
  });

  it('never reaches the core', async () => {
    await stack.redis.del(...(await throttleKeys(stack)));
    await stack.mock('delete', '/__mock/requests');
    await supertest(stack.app)
      .post('/api/public/consent')
      .set(CSRF)
      .set('X-Forwarded-For', '203.0.113.7')
      .set('Forwarded', 'for=203.0.113.7')
      .send({ pram: 'K7Q2M9X4TA' })
      .expect(200);
    const log = (await stack.mock('get', '/__mock/requests?headers=1&pathPrefix=/public/ins/cus/cusAgree'))
      .body as { headerNames: string[] }[];
    expect(log).toHaveLength(1);
    expect(log[0]!.headerNames).not.toContain('x-forwarded-for');
    expect(log[0]!.headerNames).not.toContain('forwarded');
  });
});

describe('ASVS V4.1.3 — trust proxy: TRUST_PROXY names the proxy in front', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ LOGIN_ATTEMPTS_PER_WINDOW: '1', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => stack.close());

  it('takes the client address from the trusted proxy', async () => {
    expect(await rotateForwardedFor(stack)).toEqual([404, 404, 404, 404, 404, 404]);
    const keys = await throttleKeys(stack);
    expect(keys.sort()).toEqual([1, 2, 3, 4, 5, 6].map((i) => `ap:throttle:consent:ip:203.0.113.${i}`));
  });
});
