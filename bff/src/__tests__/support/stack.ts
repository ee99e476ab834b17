import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import supertest from 'supertest';
import Redis from 'ioredis';
import pino from 'pino';
import { createMockApp } from '@agent-portal/mocks';
import { createApp } from '../../app';
import { loadEnv } from '../../config/env';
import type { RedisTarget } from '../../config/redis-target';
import { createRedis, redisAnswers } from '../../session/redis';
import { createSessionStore } from '../../session/session';
import { REDACT_PATHS } from '../../common/logger';
import type { Pool } from 'pg';
import { testDatabase } from './database';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

export interface Stack {
  app: ReturnType<typeof createApp>;
  coreUrl: string;
  redis: ReturnType<typeof createRedis>;
  /** The stack's evidence database: a schema of its own, as the BFF's role. */
  database: Pool;
  /** The same schema as its owner, a superuser (what a tampering DBA could do). */
  databaseOwner: Pool;
  logs: Record<string, unknown>[];
  mock: (
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    body?: unknown,
  ) => Promise<supertest.Response>;
  close: () => Promise<void>;
}

function listen(app: { listen: (port: number, host: string) => Server }): Promise<Server> {
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1');
    // The control API's client (supertest over Node's keep-alive agent) reuses its connections: with Node's 5 s
    // default, a test that waits about 5 s between two control calls met the server closing the idle connection just
    // as it was reused ("socket hang up", core-faults.test.ts in CI). As the BFF's own server (index.ts).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.on('listening', () => resolve(server));
  });
}

/** The mock core on a real port, real Redis (db 15), and createApp() wired to both; logs captured as JSON. */
export async function startStack(
  envOverrides: Record<string, string> = {},
  /** A URL, or a Sentinel target (the failover test); throttles are cleared only on a URL. */
  redisTarget: string | RedisTarget = TEST_REDIS_URL,
  /** What the BFF calls instead of the mock's own address (a relay the test can cut); the control API stays direct. */
  coreThrough?: (coreUrl: string) => Promise<string>,
): Promise<Stack> {
  // Fresh case codes at each reset: the stack's evidence schema outlives the resets of its tests (issue 22).
  const mockServer = await listen(createMockApp({ validateRequests: true, freshCaseCodes: true }));
  const coreUrl = `http://127.0.0.1:${(mockServer.address() as AddressInfo).port}`;
  const db = await testDatabase();
  const env = loadEnv({
    NODE_ENV: 'test',
    // The stack's own schema (production stacks need one too).
    DATABASE_URL: db.url,
    CORE_URL: coreThrough ? await coreThrough(coreUrl) : coreUrl,
    LOGIN_ATTEMPTS_PER_WINDOW: '1000',
    LOGIN_FAILURES_PER_IP: '5000',
    OTP_ATTEMPTS_PER_WINDOW: '1000',
    // Suites repeat SMS sends, lookups and checks on the same demo customers; abuse-limits.test.ts sets the defaults.
    ABUSE_LIMIT_FACTOR: '1000',
    SMS_RESEND_SECONDS: '0',
    // Required in production (issue 20 item 7): every stack has one, production stacks included.
    EVIDENCE_HMAC_KEY: 'test-only-evidence-hmac-key-0123456789',
    ...envOverrides,
  });
  // The mock core runs in this process: its lazy first-time work (RSA key pair, captcha font, PDF fonts) blocks the
  // event loop that also reads Redis's replies, and a 1 s command timeout would then fire on replies already there.
  const redis = createRedis(redisTarget, '', 10_000);
  redis.on('error', () => undefined);
  await redisAnswers(redis);
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line));
      cb();
    },
  });
  const logger = pino({ level: env.logLevel, redact: { paths: REDACT_PATHS, censor: '[REDACTED]' } }, sink);
  const app = createApp({
    env,
    redis,
    database: db.pool,
    store: createSessionStore(redis, { absoluteSeconds: env.sessionAbsoluteSeconds }),
    logger,
    validateResponses: true,
  });
  if (typeof redisTarget === 'string') await clearThrottles(redisTarget);
  const control = supertest(coreUrl);
  await control.post('/__mock/reset');
  // The same lazy work done once up front, before any test's request has a Redis command in flight.
  await control.get('/public/adm/com/getRsaPublicKey');
  await control.get('/captcha');
  return {
    app,
    coreUrl,
    redis,
    database: db.pool,
    databaseOwner: db.owner,
    logs,
    mock: (method, path, body) =>
      body === undefined ? control[method](path) : control[method](path).send(body as object),
    close: async () => {
      await app.core.close();
      redis.disconnect();
      await db.drop();
      await new Promise((r) => mockServer.close(r));
    },
  };
}

/** Forgets earlier runs' throttle counters (SCAN + UNLINK on a patient client: the app's client fails fast). */
async function clearThrottles(redisUrl: string): Promise<void> {
  const admin = new Redis(redisUrl, { lazyConnect: true });
  await admin.connect();
  for await (const keys of admin.scanStream({ match: 'ap:throttle:*', count: 500 })) {
    if ((keys as string[]).length) await admin.unlink(...(keys as string[]));
  }
  admin.disconnect();
}

export type Agent = ReturnType<typeof supertest.agent>;

/** The mock core's control API over HTTP (what `Stack.mock` is), for tests that run the BFF as processes. */
export function mockControl(coreUrl: string): Pick<Stack, 'mock'> {
  const control = supertest(coreUrl);
  return {
    mock: (method, path, body) =>
      body === undefined ? control[method](path) : control[method](path).send(body as object),
  };
}

export interface UseStackOptions {
  /** Logs this user in on `agent`: once for the file, or before each test (after the reset) with `reset`. */
  login?: string;
  /** Resets the mock core before each test. */
  reset?: boolean;
  /** Clears the mock core's injected faults after each test. */
  clearFaults?: boolean;
}

export interface StackHandle {
  readonly stack: Stack;
  /** The agent logged in as `login`; only with that option. */
  readonly agent: Agent;
}

/** Starts a stack for the test file (beforeAll/afterAll) and registers the per-test hooks asked for. */
export function useStack(
  envOverrides: Record<string, string> = {},
  { login, reset = false, clearFaults = false }: UseStackOptions = {},
): StackHandle {
  let stack: Stack | undefined;
  let agent: Agent | undefined;
  const current = () => {
    if (!stack) throw new Error('the stack starts in beforeAll');
    return stack;
  };
  const logIn = async () => {
    if (login === undefined) return;
    agent = supertest.agent(current().app);
    await loginAs(current(), agent, login);
  };
  beforeAll(async () => {
    stack = await startStack(envOverrides);
    if (!reset) await logIn();
  });
  afterAll(() => stack?.close());
  if (reset) {
    beforeEach(async () => {
      await current().mock('post', '/__mock/reset');
      await logIn();
    });
  }
  if (clearFaults) afterEach(() => current().mock('delete', '/__mock/faults'));
  return {
    get stack() {
      return current();
    },
    get agent() {
      if (!agent) throw new Error(`useStack logs an agent in only with the login option`);
      return agent;
    },
  };
}

export const CSRF = { 'X-CSRF': '1' };

/** Fetches a captcha through the BFF and reads its text from the mock's control API. */
export async function captchaFor(stack: Pick<Stack, 'mock'>, agent: Agent): Promise<string> {
  const image = await agent.get('/api/auth/captcha').expect(200);
  expect(String(image.headers['content-type'])).toMatch(/image\//);
  const { body } = await stack.mock('get', '/__mock/last-captcha');
  return body.text as string;
}

/** The whole login dance through the BFF, as the SPA does it. */
export async function loginAs(
  stack: Pick<Stack, 'mock'>,
  agent: Agent,
  userCode: string,
  password = 'Demo2468',
) {
  const captcha = await captchaFor(stack, agent);
  const login = await agent
    .post('/api/auth/login')
    .set(CSRF)
    .send({ userCode, password, captcha })
    .expect(200);
  let step = login.body as { next: string; roles?: { branCode: string; roleCode: string }[] };
  if (step.next === 'otp') {
    await agent.post('/api/auth/otp').set(CSRF).send({ sendTypeCode: 'E' }).expect(200);
    const { body } = await stack.mock('get', `/__mock/last-otp?userCode=${userCode}`);
    step = (await agent.post('/api/auth/otp/verify').set(CSRF).send({ otpCode: body.otpCode }).expect(200))
      .body;
  }
  if (step.next === 'role') {
    const role = step.roles?.[0];
    if (!role) throw new Error('no roles offered');
    step = (
      await agent
        .post('/api/auth/role')
        .set(CSRF)
        .send({ branCode: role.branCode, roleCode: role.roleCode })
        .expect(200)
    ).body;
  }
  expect(step.next).toBe('done');
  return step;
}

/** A supertest parser that keeps a binary body (a PDF) as one Buffer. */
export const binary = (res: supertest.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

export function sessionCookie(res: supertest.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('ap.sid='));
}
