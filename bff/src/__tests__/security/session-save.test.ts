import pino from 'pino';
import supertest from 'supertest';
import { ReplyError } from 'redis-errors';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { PortalSession } from '../../session/session-data';
import { RedisSessionStore } from '../../session/session-store';
import { CSRF, captchaFor, startStack, type Stack } from '../support/stack';

let stack: Stack;
let failWrites = false;
let app: ReturnType<typeof createApp>;

/** The real Redis store, whose writes fail (a read-only replica after a failover) while `failWrites` is on. */
class FlakyStore extends RedisSessionStore {
  protected override write(id: string, raw: string, ttl: number, data: PortalSession): Promise<void> {
    return failWrites
      ? Promise.reject(new ReplyError("READONLY You can't write against a read only replica."))
      : super.write(id, raw, ttl, data);
  }
}

beforeAll(async () => {
  stack = await startStack();
  const env = loadEnv({ NODE_ENV: 'test', CORE_URL: stack.coreUrl, LOGIN_ATTEMPTS_PER_WINDOW: '1000' });
  const store = new FlakyStore(stack.redis, { absoluteSeconds: env.sessionAbsoluteSeconds });
  app = createApp({
    env,
    redis: stack.redis,
    database: stack.database,
    store,
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await app.core.close();
  await stack.close();
});
afterEach(() => {
  failWrites = false;
});

describe('ASVS V16.5.3 — a failed session save after a successful handler is not reported as success', () => {
  it('a login the core accepted answers 503 SESSION_STORE_DOWN, sets no cookie and grants nothing', async () => {
    const agent = supertest.agent(app);
    const captcha = await captchaFor(stack, agent);
    failWrites = true;
    const res = await agent
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'Demo2468', captcha });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({
      code: 'SESSION_STORE_DOWN',
      requestId: res.headers['x-request-id'],
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    failWrites = false;
    await agent.get('/api/auth/me').expect(401);
  });

  it('a streamed answer that changed the session (the captcha) is not sent as a success either', async () => {
    failWrites = true;
    const res = await supertest(app).get('/api/auth/captcha');
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'SESSION_STORE_DOWN' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
