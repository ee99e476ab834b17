import type { SessionData } from 'express-session';
import Redis from 'ioredis';
import { TEST_REDIS_URL } from '../../__tests__/support/stack';
import { MemorySessionStore, RedisSessionStore, type PortalStore } from '../session-store';
import { newSessionId } from '../session-id';

/** The store's callback API as promises. */
const get = (store: PortalStore, id: string) =>
  new Promise<SessionData | null | undefined>((resolve, reject) =>
    store.get(id, (err, data) => (err ? reject(err) : resolve(data))),
  );
const set = (store: PortalStore, id: string, data: object) =>
  new Promise<void>((resolve, reject) =>
    store.set(id, data as SessionData, (err) => (err ? reject(err) : resolve())),
  );
const destroy = (store: PortalStore, id: string) =>
  new Promise<void>((resolve, reject) => store.destroy(id, (err) => (err ? reject(err) : resolve())));

/** A user code of this file only (the Redis database is shared with the other suites). */
const userCode = `T${Date.now() % 1e9}`;
const loggedIn = (code: string, at: number) => ({
  auth: { stage: 'done', userCode: code, mobileYn: 'N', roleCode: 'R1', branCode: 'B1' },
  loginAt: at,
});

const PREFIX = `agent-sessions-test:${process.pid}:`;
const redis = new Redis(TEST_REDIS_URL, { keyPrefix: PREFIX });
afterAll(async () => {
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length) await redis.unlink(...keys.map((k) => k.slice(PREFIX.length)));
  redis.disconnect();
});

describe.each([
  ['Redis', (now: () => number) => new RedisSessionStore(redis, { absoluteSeconds: 3600, now })],
  ['in-process', (now: () => number) => new MemorySessionStore({ absoluteSeconds: 3600, now })],
] as const)('an agent’s sessions in the %s store (issue 43 Deliver 4)', (_name, make) => {
  let now = Date.now();
  const store = make(() => now);

  it('lists the agent’s live sessions only, by reference', async () => {
    const [a, b, mine, gone] = [newSessionId(600), newSessionId(600), newSessionId(600), newSessionId(600)];
    await set(store, a, loggedIn(userCode, now));
    await set(store, b, loggedIn(`${userCode}X`, now));
    await set(store, mine, { ttlSeconds: 600 }); // no login: not indexed
    await set(store, gone, loggedIn(userCode, now));
    await destroy(store, gone);
    const sessions = await store.sessionsOf(userCode);
    expect(sessions).toEqual([
      {
        ref: expect.stringMatching(/^[0-9a-f]{12}$/),
        stage: 'done',
        roleCode: 'R1',
        branCode: 'B1',
        loginAt: new Date(now).toISOString(),
        idleSecondsLeft: expect.any(Number),
        endsAt: new Date(now + 3_600_000).toISOString(),
      },
    ]);
    expect(sessions[0]?.ref).not.toContain(a.slice(0, 12));
  });

  it('a revoked session reads as none, and a request in flight cannot write it back', async () => {
    const id = newSessionId(600);
    await set(store, id, loggedIn(userCode, now));
    expect(await store.revokeAll(userCode)).toBeGreaterThanOrEqual(1);
    expect(await get(store, id)).toBeNull();
    expect(await store.peek(id)).toBeNull();
    await set(store, id, { ...loggedIn(userCode, now), ttlSeconds: 600 });
    expect(await get(store, id)).toBeNull();
    expect(await store.sessionsOf(userCode)).toEqual([]);
    expect(await store.revokeAll(userCode)).toBe(0);
  });

  it('a session past its absolute lifetime is neither listed nor kept in the index', async () => {
    const id = newSessionId(600);
    await set(store, id, loggedIn(userCode, now - 3_599_000));
    expect(await store.sessionsOf(userCode)).toHaveLength(1);
    now += 2000;
    expect(await store.sessionsOf(userCode)).toEqual([]);
  });
});

test('the Redis index expires with the absolute lifetime and drops ended members on write', async () => {
  let now = Date.now();
  const store = new RedisSessionStore(redis, { absoluteSeconds: 3600, now: () => now });
  const code = `${userCode}R`;
  const old = newSessionId(600);
  await set(store, old, loggedIn(code, now - 3_599_000));
  now += 2000;
  const fresh = newSessionId(600);
  await set(store, fresh, loggedIn(code, now));
  const index = `ap:agent-sess:${code}`;
  expect(await redis.zrange(index, 0, -1)).toEqual([fresh]);
  expect(await redis.ttl(index)).toBeGreaterThan(3590);
});
