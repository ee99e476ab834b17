import supertest from 'supertest';
import { CSRF, loginAs, useStack } from './support/stack';

const ctx = useStack();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request id', () => {
  it('is made by the BFF: a client id is logged beside it, never adopted nor sent to the core', async () => {
    const a = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, a, 'AG00001');
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await a.get('/api/common/menu').set('X-Request-Id', 'client-chosen-1').expect(200);
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);

    const line = ctx.stack.logs.find((l) => (l.req as { id?: string } | undefined)?.id === id);
    expect(line).toMatchObject({ msg: 'request', clientRequestId: 'client-chosen-1' });
    const core = (await ctx.stack.mock('get', '/__mock/requests?pathPrefix=/adm')).body as {
      requestId: string;
    }[];
    expect(core.map((r) => r.requestId)).toEqual(core.map(() => id));
    expect(JSON.stringify(core)).not.toContain('client-chosen-1');
  });

  it('is in the header and the envelope of every error, and names the log line', async () => {
    const answers = await Promise.all([
      supertest(ctx.stack.app).get('/api/auth/me').set('X-Request-Id', 'mine'),
      supertest(ctx.stack.app).post('/api/auth/login').send({}),
      supertest(ctx.stack.app).post('/api/auth/login').set(CSRF).send({ userCode: 1 }),
      supertest(ctx.stack.app).get('/api/no-such-thing'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([401, 403, 400, 404]);
    for (const res of answers) {
      const id = res.headers['x-request-id'] as string;
      expect(id).toMatch(UUID);
      expect(res.body.error.requestId).toBe(id);
      expect(ctx.stack.logs.some((l) => (l.req as { id?: string } | undefined)?.id === id)).toBe(true);
    }
  });

  it('is in the envelope of a failed streamed call', async () => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/captcha', status: 500, times: 1 });
    const res = await supertest(ctx.stack.app).get('/api/auth/captcha').expect(500);
    expect(res.body.error).toMatchObject({ code: 'SERVER_BUSY', requestId: res.headers['x-request-id'] });
  });
});
