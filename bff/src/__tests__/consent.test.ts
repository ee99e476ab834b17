import supertest from 'supertest';
import { shellMessages } from '@agent-portal/contracts/messages';
import { CSRF, loginAs, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());
beforeEach(async () => {
  await stack.mock('post', '/__mock/reset');
});
afterEach(() => stack.mock('delete', '/__mock/faults'));

const binary = (res: supertest.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('customer consent landing', () => {
  it('answers a BFF address of the consent document, without any session', async () => {
    const res = await supertest(stack.app).post('/api/public/consent').set(CSRF).send({ pram: 'K7Q2M9X4TA' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ url: '/api/public/consent/document?urlNum=K7Q2M9X4TA' });
    expect(res.headers['set-cookie']).toBeUndefined();
    const calls = (await stack.mock('get', '/__mock/requests?pathPrefix=/public/ins/cus/cusAgree')).body;
    expect(calls).toHaveLength(1);
    expect(calls[0].cookieNames).not.toContain('JSESSIONID');
    expect(await stack.mock('get', '/__mock/sessions/count').then((r) => r.body.count)).toBe(0);
  });

  it('streams the document it points to, still without a session', async () => {
    const { body } = await supertest(stack.app)
      .post('/api/public/consent')
      .set(CSRF)
      .send({ pram: 'P3Z8R5W1LB' });
    const doc = await supertest(stack.app).get(body.url).buffer(true).parse(binary);
    expect(doc.status).toBe(200);
    expect(doc.headers['content-type']).toMatch(/application\/pdf/);
    expect((doc.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(doc.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown link with 404 and the consent message', async () => {
    const res = await supertest(stack.app).post('/api/public/consent').set(CSRF).send({ pram: 'NOPE000000' });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'NOT_FOUND', message: shellMessages.CONSENT_NOT_FOUND });
  });

  it('maps a core failure to the envelope', async () => {
    await stack.mock('post', '/__mock/faults', { pathPrefix: '/public/ins/cus/cusAgree', status: 500 });
    const res = await supertest(stack.app).post('/api/public/consent').set(CSRF).send({ pram: 'K7Q2M9X4TA' });
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('SERVER_BUSY');
  });

  it.each([[{}], [{ pram: '' }], [{ pram: '../x' }], [{ pram: 'K7Q2M9X4TA', extra: 1 }], [{ pram: 12 }]])(
    'answers %j with 400',
    async (body) => {
      const res = await supertest(stack.app).post('/api/public/consent').set(CSRF).send(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    },
  );

  it('answers a document request without a valid urlNum with 400', async () => {
    expect((await supertest(stack.app).get('/api/public/consent/document')).status).toBe(400);
    expect((await supertest(stack.app).get('/api/public/consent/document?urlNum=a/b')).status).toBe(400);
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
    const a = supertest.agent(stack.app);
    await loginAs(stack, a, 'AG00001');
    const { body } = await a.post('/api/public/consent').set(CSRF).send({ pram: 'K7Q2M9X4TA' }).expect(200);
    await a.get(body.url).buffer(true).parse(binary).expect(200);
    await a.get('/api/common/menu').expect(200);
  });
});
