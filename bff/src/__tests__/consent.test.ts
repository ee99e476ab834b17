import supertest from 'supertest';
import { shellMessages } from '@agent-portal/contracts/messages';
import { binary, CSRF, loginAs, startStack, useStack } from './support/stack';

const ctx = useStack({}, { reset: true, clearFaults: true });

describe('customer consent landing', () => {
  it('answers a BFF address of the consent document, without any session', async () => {
    const res = await supertest(ctx.stack.app)
      .post('/api/public/consent')
      .set(CSRF)
      .send({ pram: 'K7Q2M9X4TA' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: '/api/public/consent/document?urlNum=K7Q2M9X4TA' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const calls = (await ctx.stack.mock('get', '/__mock/requests?pathPrefix=/public/ins/cus/cusAgree')).body;
    expect(calls).toHaveLength(1);
    expect(calls[0].cookieNames).not.toContain('JSESSIONID');
    expect(await ctx.stack.mock('get', '/__mock/sessions/count').then((r) => r.body.count)).toBe(0);
  });

  it('streams the document it points to, still without a session', async () => {
    const { body } = await supertest(ctx.stack.app)
      .post('/api/public/consent')
      .set(CSRF)
      .send({ pram: 'P3Z8R5W1LB' });
    const doc = await supertest(ctx.stack.app).get(body.url).buffer(true).parse(binary);
    expect(doc.status).toBe(200);
    expect(doc.headers['content-type']).toMatch(/application\/pdf/);
    expect((doc.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(doc.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown link with 404 and the consent message', async () => {
    const res = await supertest(ctx.stack.app)
      .post('/api/public/consent')
      .set(CSRF)
      .send({ pram: 'NOPE000000' });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: shellMessages.CONSENT_NOT_FOUND });
  });

  it('maps a core failure to the envelope', async () => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/public/ins/cus/cusAgree', status: 500 });
    const res = await supertest(ctx.stack.app)
      .post('/api/public/consent')
      .set(CSRF)
      .send({ pram: 'K7Q2M9X4TA' });
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('SERVER_BUSY');
  });

  it.each([[{}], [{ pram: '' }], [{ pram: '../x' }], [{ pram: 'K7Q2M9X4TA', extra: 1 }], [{ pram: 12 }]])(
    'answers %j with 400',
    async (body) => {
      const res = await supertest(ctx.stack.app).post('/api/public/consent').set(CSRF).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    },
  );

  it('answers a document request without a valid urlNum with 400', async () => {
    expect((await supertest(ctx.stack.app).get('/api/public/consent/document')).status).toBe(400);
    expect((await supertest(ctx.stack.app).get('/api/public/consent/document?urlNum=a/b')).status).toBe(400);
  });

  it('throttles per client', async () => {
    const limited = await startStack({ LOGIN_ATTEMPTS_PER_WINDOW: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await supertest(limited.app).post('/api/public/consent').set(CSRF).send({ pram: 'NOPE000000' }))
            .status,
        );
      }
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('consent document in a browser that has an agent session', () => {
  it('leaves the agent session and its legacy login intact', async () => {
    const a = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, a, 'AG00001');
    const { body } = await a.post('/api/public/consent').set(CSRF).send({ pram: 'K7Q2M9X4TA' }).expect(200);
    await a.get(body.url).buffer(true).parse(binary).expect(200);
    await a.get('/api/common/menu').expect(200);
  });
});
