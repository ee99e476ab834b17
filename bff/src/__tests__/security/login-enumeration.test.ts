import supertest from 'supertest';
import { CSRF, captchaFor, useStack } from '../support/stack';

const ctx = useStack({}, { reset: true });

async function attempt(userCode: string) {
  const agent = supertest.agent(ctx.stack.app);
  const captcha = await captchaFor(ctx.stack, agent);
  return agent.post('/api/auth/login').set(CSRF).send({ userCode, password: 'Wrong2468', captcha });
}

/** What a caller can compare: status, the envelope without its per-request fields, the header names. */
function observable(res: supertest.Response) {
  const { requestId: _id, timestamp: _ts, ...error } = res.body.error as Record<string, unknown>;
  const headers = Object.keys(res.headers)
    .filter((h) => !['date', 'x-request-id', 'content-length', 'set-cookie'].includes(h))
    .sort();
  return {
    status: res.status,
    error,
    headers,
    cookies: ([] as string[]).concat(res.headers['set-cookie'] ?? []).length,
  };
}

describe('ASVS V6.3.8 — an unknown user and a wrong password are indistinguishable', () => {
  it('same status, envelope, headers; both counted against the employee number', async () => {
    await ctx.stack.redis.del('ap:throttle:login:user:ZZ99999', 'ap:throttle:login:user:AG00004');
    const unknown = await attempt('ZZ99999');
    const wrong = await attempt('AG00004');
    expect(observable(unknown)).toEqual(observable(wrong));
    expect(unknown.status).toBe(401);
    expect(await ctx.stack.redis.get('ap:throttle:login:user:ZZ99999')).toBe('1');
    expect(await ctx.stack.redis.get('ap:throttle:login:user:AG00004')).toBe('1');
  });
});
