import supertest from 'supertest';
import { memorySessionStore, SESSION_PREFIX } from '../session-store';
import { newSessionId, ttlOfSessionId } from '../session-id';
import { LeanSession } from '../lean-session';
import { absorbSetCookies } from '../../legacy/cookies';
import { COOKIE, cookieFor, idOfSetCookie, recordingStore, sessionApp, sessionOf } from './session-test-app';

/** A session stored under a fresh id with this data; answers the Cookie header that points at it. */
async function stored(rec: ReturnType<typeof recordingStore>, data: object, ttl = 1800) {
  const id = newSessionId(ttl);
  await rec.inner.write(id, JSON.stringify(data), ttl);
  return { id, cookie: cookieFor(id) };
}

function appWith(rec: ReturnType<typeof recordingStore>) {
  return sessionApp(rec.store, (app) => {
    app.get('/read', (req, res) => {
      res.json({ auth: sessionOf(req).get('auth') ?? null });
    });
    app.post('/mutate-in-place', (req, res) => {
      const auth = sessionOf(req).get('auth');
      if (auth) auth.userName = req.body.userName;
      res.json({});
    });
    app.get('/nothing', (_req, res) => {
      res.json({});
    });
    // As the legacy client does with the jar a request context lends it: read it, absorb the core's Set-Cookie.
    app.post('/core-call', (req, res) => {
      const jar = sessionOf(req).get('legacy');
      if (jar && req.body.setCookie) absorbSetCookies(jar.cookies, req.body.setCookie);
      res.json({ cookies: jar?.cookies ?? null });
    });
    app.post('/set-same', (req, res) => {
      sessionOf(req).set('auth', { ...sessionOf(req).peek('auth')! });
      res.json({});
    });
    app.post('/set', (req, res) => {
      sessionOf(req).set('auth', req.body.auth);
      if (req.body.ttlSeconds) sessionOf(req).set('ttlSeconds', req.body.ttlSeconds);
      res.status(204).end();
    });
    app.post('/regenerate', async (req, res) => {
      await sessionOf(req).regenerateId();
      res.status(204).end();
    });
    app.post('/destroy', async (req, res) => {
      await sessionOf(req).destroy();
      res.status(204).end();
    });
  });
}

const AUTH = { stage: 'done', userCode: 'AG00001', mobileYn: 'N' };

describe('lean session layer', () => {
  it('a visitor who stores nothing gets no cookie, no key and no store call', async () => {
    const rec = recordingStore();
    const res = await supertest(appWith(rec)).get('/read').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(rec.calls).toEqual([]);
  });

  it('reads and slides in one call with the TTL the signed id carries; unchanged data is not written', async () => {
    const rec = recordingStore();
    const { id, cookie } = await stored(rec, { auth: AUTH, ttlSeconds: 900 }, 900);
    const res = await supertest(appWith(rec)).get('/read').set('Cookie', cookie).expect(200);
    expect(res.body.auth).toEqual(AUTH);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(rec.calls).toEqual([`readAndSlide ${id} 900`]);
  });

  it('slides the idle timeout on every request', async () => {
    let now = 1_000_000;
    const rec = recordingStore(memorySessionStore(() => now));
    const { id, cookie } = await stored(rec, { auth: AUTH, ttlSeconds: 600 }, 600);
    now += 500_000;
    expect((await rec.inner.peek(id))?.ttl).toBe(100);
    await supertest(appWith(rec)).get('/read').set('Cookie', cookie).expect(200);
    expect((await rec.inner.peek(id))?.ttl).toBe(600);
    now += 601_000;
    const gone = await supertest(appWith(rec)).get('/read').set('Cookie', cookie).expect(200);
    expect(gone.body.auth).toBeNull();
  });

  it('writes a session changed in place (an object read with get), before the answer is sent', async () => {
    const rec = recordingStore();
    rec.options.writeDelayMs = 80;
    const { id, cookie } = await stored(rec, { auth: AUTH });
    await supertest(appWith(rec))
      .post('/mutate-in-place')
      .set('Cookie', cookie)
      .send({ userName: '王小明' })
      .expect(200);
    // No waiting here: the answer came only after the write.
    const after = JSON.parse((await rec.inner.peek(id))!.raw);
    expect(after.auth.userName).toBe('王小明');
    expect(rec.calls).toEqual([`readAndSlide ${id} 1800`, expect.stringMatching(`^write ${id} `)]);
  });

  describe('the end-of-request check (no serialising when nothing can have changed)', () => {
    const JAR = { cookies: { 'XSRF-TOKEN': 'x1', JSESSIONID: 'j1' } };
    const withJar = { legacy: JAR, auth: AUTH, loginAt: 1, ttlSeconds: 1800 };

    it('a request that lends nothing writes nothing, and slides once', async () => {
      const rec = recordingStore();
      const { id, cookie } = await stored(rec, withJar);
      await supertest(appWith(rec)).get('/nothing').set('Cookie', cookie).expect(200);
      expect(rec.calls).toEqual([`readAndSlide ${id} 1800`]);
    });

    it('the legacy jar lent and left as it was: nothing written, slid once', async () => {
      const rec = recordingStore();
      const { id, cookie } = await stored(rec, withJar);
      const res = await supertest(appWith(rec)).post('/core-call').set('Cookie', cookie).send({}).expect(200);
      expect(res.body.cookies).toEqual(JAR.cookies);
      expect(rec.calls).toEqual([`readAndSlide ${id} 1800`]);
    });

    it('the core set the same cookie again (the jar unchanged): nothing written', async () => {
      const rec = recordingStore();
      const { id, cookie } = await stored(rec, withJar);
      await supertest(appWith(rec))
        .post('/core-call')
        .set('Cookie', cookie)
        .send({ setCookie: ['JSESSIONID=j1; Path=/'] })
        .expect(200);
      expect(rec.calls).toEqual([`readAndSlide ${id} 1800`]);
    });

    it.each([
      ['a new value', ['JSESSIONID=j2; Path=/'], { 'XSRF-TOKEN': 'x1', JSESSIONID: 'j2' }],
      ['a new cookie', ['ROUTE=r1'], { 'XSRF-TOKEN': 'x1', JSESSIONID: 'j1', ROUTE: 'r1' }],
      ['a cookie expired', ['JSESSIONID=; Max-Age=0'], { 'XSRF-TOKEN': 'x1' }],
      // The same names and values in another order serialise differently: written, as the comparison did.
      [
        'a cookie removed and set again',
        ['XSRF-TOKEN=; Max-Age=0', 'XSRF-TOKEN=x1'],
        { JSESSIONID: 'j1', 'XSRF-TOKEN': 'x1' },
      ],
    ])(
      'the core changed the jar in place (%s): written before the answer',
      async (_name, setCookie, cookies) => {
        const rec = recordingStore();
        const { id, cookie } = await stored(rec, withJar);
        await supertest(appWith(rec))
          .post('/core-call')
          .set('Cookie', cookie)
          .send({ setCookie })
          .expect(200);
        const raw = (await rec.inner.peek(id))!.raw;
        expect(raw).toBe(JSON.stringify({ ...withJar, legacy: { cookies } }));
        expect(rec.calls).toEqual([`readAndSlide ${id} 1800`, `write ${id} ${raw} 1800`]);
      },
    );

    it('a session without a jar yet: the jar the request adds is written', async () => {
      const rec = recordingStore();
      const { id, cookie } = await stored(rec, { auth: AUTH });
      const app = sessionApp(rec.store, (a) =>
        a.get('/add-jar', (req, res) => {
          const session = sessionOf(req);
          if (!session.get('legacy')) session.set('legacy', { cookies: {} });
          res.json({});
        }),
      );
      await supertest(app).get('/add-jar').set('Cookie', cookie).expect(200);
      expect(JSON.parse((await rec.inner.peek(id))!.raw)).toEqual({ auth: AUTH, legacy: { cookies: {} } });
    });

    it('set to what it was: compared, nothing written', async () => {
      const rec = recordingStore();
      const { id, cookie } = await stored(rec, withJar);
      await supertest(appWith(rec)).post('/set-same').set('Cookie', cookie).send({}).expect(200);
      expect(rec.calls).toEqual([`readAndSlide ${id} 1800`]);
    });

    it('proves the jar unchanged without serialising the session; a change in place still serialises it', () => {
      const raw = JSON.stringify(withJar);
      const untouched = new LeanSession(memorySessionStore(), 'sid~1800', raw);
      untouched.get('legacy');
      expect(untouched.peek('auth')).toEqual(AUTH);
      const stringify = jest.spyOn(JSON, 'stringify');
      try {
        expect(untouched.pendingWrites()).toEqual([]);
        expect(stringify).not.toHaveBeenCalled();
        const changed = new LeanSession(memorySessionStore(), 'sid~1800', raw);
        changed.get('legacy')!.cookies.JSESSIONID = 'j2';
        expect(changed.pendingWrites()).toHaveLength(1);
        expect(stringify).toHaveBeenCalledTimes(1);
      } finally {
        stringify.mockRestore();
      }
    });

    it('express-session’s cookie field is dropped by a write even when the request lends nothing', async () => {
      const rec = recordingStore();
      const id = newSessionId(1800);
      await rec.inner.write(id, JSON.stringify({ cookie: { path: '/' }, ...withJar }), 1800);
      await supertest(appWith(rec)).get('/nothing').set('Cookie', cookieFor(id)).expect(200);
      expect((await rec.inner.peek(id))!.raw).toBe(JSON.stringify(withJar));
    });
  });

  it('a new session gets its cookie (HttpOnly, SameSite=Strict, Path=/) and its key with the TTL in the id', async () => {
    const rec = recordingStore();
    const res = await supertest(appWith(rec)).post('/set').send({ auth: AUTH, ttlSeconds: 1200 }).expect(204);
    const line = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!;
    expect(line).toMatch(/^ap\.sid=s%3A/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\//);
    expect(line).not.toMatch(/Secure|Domain|Expires/i);
    const id = idOfSetCookie(line)!;
    expect(ttlOfSessionId(id)).toBe(1200);
    expect((await rec.inner.peek(id))?.ttl).toBe(1200);
  });

  it('a TTL learnt later moves the data to a new id and removes the old key', async () => {
    const rec = recordingStore();
    const { id, cookie } = await stored(rec, { auth: AUTH });
    const res = await supertest(appWith(rec))
      .post('/set')
      .set('Cookie', cookie)
      .send({ auth: AUTH, ttlSeconds: 600 })
      .expect(204);
    const next = idOfSetCookie(res.headers['set-cookie'])!;
    expect(ttlOfSessionId(next)).toBe(600);
    expect(await rec.inner.peek(id)).toBeNull();
    expect((await rec.inner.peek(next))?.ttl).toBe(600);
  });

  it('regenerate: a new id with the same data, the old id gone', async () => {
    const rec = recordingStore();
    const { id, cookie } = await stored(rec, { auth: AUTH });
    const res = await supertest(appWith(rec)).post('/regenerate').set('Cookie', cookie).expect(204);
    const next = idOfSetCookie(res.headers['set-cookie'])!;
    expect(next).not.toBe(id);
    expect(await rec.inner.peek(id)).toBeNull();
    expect(JSON.parse((await rec.inner.peek(next))!.raw)).toEqual({
      auth: AUTH,
      loginAt: expect.any(Number),
    }); // the absolute lifetime restarts
    const replay = await supertest(appWith(rec)).get('/read').set('Cookie', cookie).expect(200);
    expect(replay.body.auth).toBeNull();
  });

  it('destroy: the key is gone and the cookie cleared with the attributes it was set with', async () => {
    const rec = recordingStore();
    const { id, cookie } = await stored(rec, { auth: AUTH });
    const res = await supertest(appWith(rec)).post('/destroy').set('Cookie', cookie).expect(204);
    const line = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!;
    expect(line).toMatch(/^ap\.sid=;/);
    expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(line).toMatch(/Path=\//);
    expect(await rec.inner.peek(id)).toBeNull();
  });

  it.each([
    ['a forged signature', (id: string) => cookieFor(id, 'another-secret-of-forty-characters-long!')],
    ['an unsigned id', (id: string) => `${COOKIE.name}=${encodeURIComponent(id)}`],
    ['a tampered TTL', (id: string) => cookieFor(id).replace('1800', '9999')],
  ])('ignores %s: the store is not even asked', async (_name, forge) => {
    const rec = recordingStore();
    const { id } = await stored(rec, { auth: AUTH });
    const res = await supertest(appWith(rec)).get('/read').set('Cookie', forge(id)).expect(200);
    expect(res.body.auth).toBeNull();
    expect(rec.calls).toEqual([]);
  });

  it('still reads an express-session cookie (no TTL in the id), drops its cookie field and keeps its id', async () => {
    const rec = recordingStore();
    const id = 'Zx8qv5wYgGm2p1bX0aJ3fQk7nR4sT6uV';
    await rec.inner.write(id, JSON.stringify({ cookie: { path: '/' }, auth: AUTH, ttlSeconds: 600 }), 600);
    const res = await supertest(appWith(rec)).get('/read').set('Cookie', cookieFor(id)).expect(200);
    expect(res.body.auth).toEqual(AUTH);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(JSON.parse((await rec.inner.peek(id))!.raw)).toEqual({ auth: AUTH, ttlSeconds: 600 });
    expect((await rec.inner.peek(id))?.ttl).toBe(600);
    expect(rec.calls[0]).toBe(`readAndSlide ${id} 1800`);
  });

  it('a failed save before the answer went out answers 503 SESSION_STORE_DOWN without a cookie', async () => {
    const rec = recordingStore();
    rec.options.fail = new Error('store gone');
    const res = await supertest(appWith(rec)).post('/set').send({ auth: AUTH }).expect(503);
    expect(res.body.error).toMatchObject({ code: 'SESSION_STORE_DOWN', status: 503, requestId: 'req-1' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('keeps the Redis key prefix ap:sess:', () => {
    expect(SESSION_PREFIX).toBe('ap:sess:');
  });
});
