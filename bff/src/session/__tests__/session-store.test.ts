import type { SessionData } from 'express-session';
import { MemorySessionStore } from '../session-store';
import { newSessionId } from '../session-id';

/** The store's callback API as promises. */
const get = (store: MemorySessionStore, id: string) =>
  new Promise<SessionData | null | undefined>((resolve, reject) =>
    store.get(id, (err, data) => (err ? reject(err) : resolve(data))),
  );
const set = (store: MemorySessionStore, id: string, data: object) =>
  new Promise<void>((resolve, reject) =>
    store.set(id, data as SessionData, (err) => (err ? reject(err) : resolve())),
  );

describe('the in-process session store (no Redis, outside production)', () => {
  let now = 1_000_000;
  const store = new MemorySessionStore({ absoluteSeconds: 3600, now: () => now });

  it('keeps a session for the idle timeout its id carries, and each read slides it', async () => {
    const id = newSessionId(60);
    await set(store, id, { auth: { stage: 'done', userCode: 'AG00001', mobileYn: 'N' }, loginAt: now });
    now += 59_000;
    expect((await get(store, id))?.auth?.userCode).toBe('AG00001');
    expect((await store.peek(id))?.ttl).toBe(60);
    now += 59_000;
    expect(await get(store, id)).toMatchObject({ loginAt: expect.any(Number) });
    now += 61_000;
    expect(await get(store, id)).toBeNull();
  });

  it('a peek does not slide', async () => {
    const id = newSessionId(60);
    await set(store, id, { ttlSeconds: 60 });
    now += 30_000;
    expect((await store.peek(id))?.ttl).toBe(30);
    expect((await store.peek(id))?.ttl).toBe(30);
  });

  it('a session past its absolute lifetime reads as none and is gone, however recently used', async () => {
    const id = newSessionId(1800);
    await set(store, id, { loginAt: now });
    for (let i = 0; i < 4; i++) {
      now += 900_000;
      if (i < 3) expect(await get(store, id)).not.toBeNull();
    }
    expect(await get(store, id)).toBeNull();
    expect(await store.peek(id)).toBeNull();
  });

  it('an id with a broken TTL mark is not a session of ours', async () => {
    await set(store, 'abc~0', { ttlSeconds: 1 });
    expect(await get(store, 'abc~0')).toBeNull();
  });

  it('gives a session stored without express-session cookie field one', async () => {
    const id = newSessionId(60);
    await set(store, id, { ttlSeconds: 60 });
    expect((await get(store, id))?.cookie).toEqual({});
  });
});
