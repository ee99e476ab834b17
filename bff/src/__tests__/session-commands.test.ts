import supertest from 'supertest';
import type Redis from 'ioredis';
import { CSRF, loginAs, sessionCookie, startStack, useStack } from './support/stack';

const ctx = useStack();

/** Records the name and first argument of every command the BFF's own Redis client sends, while `run` runs. */
async function commandsOf(redis: Redis, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command: { name: string; args: unknown[] }, ...rest: unknown[]) => {
    seen.push(`${command.name} ${String(command.args[0] ?? '')}`.trim());
    return (send as (...a: unknown[]) => unknown)(command, ...rest);
  }) as Redis['sendCommand'];
  try {
    await run();
  } finally {
    redis.sendCommand = send;
  }
  return seen;
}

const names = (commands: string[]) => commands.map((c) => c.split(' ')[0]);

describe('Redis commands per request', () => {
  it('an authenticated GET that changes nothing costs exactly one command: GETEX (read and slide)', async () => {
    const a = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, a, 'AG00001');
    const commands = await commandsOf(ctx.stack.redis, () => a.get('/api/common/work-time').expect(200));
    expect(commands).toHaveLength(1);
    expect(commands[0]).toMatch(/^getex ap:sess:/);
  });

  it('the GETEX slides the session to its own TTL, without a cookie in the answer', async () => {
    const a = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, a, 'AG00001');
    const [read] = await commandsOf(ctx.stack.redis, () => a.get('/api/auth/me').expect(200));
    const key = read!.split(' ')[1]!;
    expect(key).toMatch(/^ap:sess:[\w-]+~1800$/);
    await ctx.stack.redis.expire(key, 100);
    const res = await a.get('/api/auth/me').expect(200);
    expect(sessionCookie(res)).toBeUndefined();
    expect(await ctx.stack.redis.ttl(key)).toBeGreaterThan(1790);
  });

  it('a visitor without a session costs none', async () => {
    const commands = await commandsOf(ctx.stack.redis, () =>
      supertest(ctx.stack.app).get('/api/auth/me').expect(401),
    );
    expect(commands).toEqual([]);
  });

  it("a login (captcha, password, role picked at once): 20 commands, 16 of them the session layer's", async () => {
    const a = supertest.agent(ctx.stack.app);
    const commands = await commandsOf(ctx.stack.redis, () => loginAs(ctx.stack, a, 'AG00001'));
    // A logged-in session's write (issue 43 Deliver 4): SET unless revoked (one script on its key) and, sent with it
    // in one round trip, the agent's index (MULTI: ended members trimmed, this id added, the set's expiry).
    const indexedWrite = ['eval', 'multi', 'zremrangebyscore', 'zadd', 'expire', 'exec'];
    expect(names(commands)).toEqual([
      'set', // captcha: the new session (its legacy jar, no login: no index) is written before the image goes out
      'getex', // login: the session read and slid
      'eval', // the per-user attempt reserved: counted first, then compared, in one script (issue 20)
      'eval', // the attempt reserved against the client IP's failures, in one script (issue 40 item 4)
      'del', // the user's login counter cleared by the success
      'unlink', // the password step's regeneration: the pre-login id gone at once
      'unlink', // the role step's regeneration (express-session removes the password step's id, never stored)
      'eval', // a success is no failure: the client IP's reservation given back (issue 40 item 4)
      ...indexedWrite, // the final session (role picked in the same call) under its new id, before the answer goes out
      ...indexedWrite, // express-session's own save at the end (a regenerated session is new to it): the same bytes
    ]);
    // The session layer's own share: 16 commands in 6 round trips; a request that changes no session costs one
    // (the GETEX above).
  });

  it('keepalive writes nothing either: the read slid the session', async () => {
    const a = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, a, 'AG00001');
    const commands = await commandsOf(ctx.stack.redis, () =>
      a.post('/api/auth/keepalive').set(CSRF).expect(200),
    );
    expect(names(commands)).toEqual(['getex']);
  });
});

describe('production cookie without TRUST_PROXY', () => {
  it('is Secure (__Host-), handed out when the TLS terminator says https (X-Forwarded-Proto), never over plain HTTP', async () => {
    const prod = await startStack({
      NODE_ENV: 'production',
      SESSION_SECRET: 'y'.repeat(40),
      ALLOWED_HOSTS: '127.0.0.1',
    });
    try {
      const plain = await supertest(prod.app).get('/api/auth/captcha').expect(200);
      expect(plain.headers['set-cookie']).toBeUndefined();
      const image = await supertest(prod.app)
        .get('/api/auth/captcha')
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      const line = ([] as string[]).concat(image.headers['set-cookie'] ?? [])[0];
      expect(line).toMatch(/^__Host-ap\.sid=s%3A/);
      expect(line).toMatch(/; Secure/);
    } finally {
      await prod.close();
    }
  });
});
