import supertest from 'supertest';
import { shellMessages } from '@agent-portal/contracts/messages';
import { eventually } from './support/eventually';
import { CSRF, loginAs, useStack } from './support/stack';

const ctx = useStack({}, { login: 'AG00001', clearFaults: true });

/** The access-log write runs after the answer: wait until the core has seen `count` of them. */
async function accessLogCalls(count: number) {
  return eventually(
    async () =>
      (await ctx.stack.mock('get', '/__mock/requests?pathPrefix=/public/adm/com/userAccessLog')).body as {
        cookieNames: string[];
      }[],
    (calls) => calls.length >= count,
    `${count} access-log calls at the core`,
  );
}

describe('GET /api/public/phone-switch', () => {
  beforeEach(() => ctx.stack.redis.del('ap:cache:phone-switch'));

  it('blocks phones while the switch is Y, publicly and without a session', async () => {
    const res = await supertest(ctx.stack.app).get('/api/public/phone-switch').expect(200);
    expect(res.body).toEqual({ blockMobile: true });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('lets phones in when the switch says N (after the short cache)', async () => {
    await ctx.stack.mock('put', '/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'CELLPHONE_SWITCH',
      parameterValue: 'N',
    });
    try {
      expect((await supertest(ctx.stack.app).get('/api/public/phone-switch')).body).toEqual({
        blockMobile: false,
      });
      expect(await ctx.stack.redis.ttl('ap:cache:phone-switch')).toBeGreaterThan(0);
    } finally {
      await ctx.stack.mock('put', '/__mock/parameters', {
        parameterType: 'SYS',
        parameterCode: 'CELLPHONE_SWITCH',
        parameterValue: 'Y',
      });
    }
  });

  it('maps a core failure to the envelope', async () => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/public/parmd/phoneSwitch', status: 500 });
    const res = await supertest(ctx.stack.app).get('/api/public/phone-switch');
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('SERVER_BUSY');
  });

  it('refuses unknown query parameters', async () => {
    expect((await supertest(ctx.stack.app).get('/api/public/phone-switch?x=1')).status).toBe(400);
  });
});

describe('GET /api/common/lms-url', () => {
  it('answers the training site address', async () => {
    const res = await ctx.agent.get('/api/common/lms-url').expect(200);
    expect(res.body.url).toMatch(/^https:\/\/lms\./);
  });

  it.each([[{ status: 500 }], [{ status: 404 }], [{ down: true }]])(
    'answers a core failure %j with 網址取得失敗',
    async (fault) => {
      await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/ojt/common/getLmsUrl', ...fault });
      const res = await ctx.agent.get('/api/common/lms-url');
      expect(res.status).toBe(502);
      expect(res.body.error).toMatchObject({ code: 'LEGACY_ERROR', message: shellMessages.URL_FETCH_FAILED });
    },
  );

  it('still sends an expired legacy session to login (401)', async () => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/ojt/common/getLmsUrl', status: 401 });
    expect((await ctx.agent.get('/api/common/lms-url')).status).toBe(401);
    // The core's 401 ended the BFF login as well; the rest of this file needs one again.
    await ctx.stack.mock('delete', '/__mock/faults');
    expect((await ctx.agent.get('/api/auth/me')).status).toBe(401);
    await loginAs(ctx.stack, ctx.agent, 'AG00001');
  });

  it('needs a complete login', async () => {
    expect((await supertest(ctx.stack.app).get('/api/common/lms-url')).status).toBe(401);
  });
});

describe('POST /api/access-log', () => {
  const entry = { progClassName: 'HomePage', methodName: 'open', actionMsg: '進入工作首頁' };

  it('answers 204 and writes the entry to the core within the legacy session', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    await ctx.agent
      .post('/api/access-log')
      .set(CSRF)
      .send({ ...entry, transCode: '', stepCode: '1', woCode: '' })
      .expect(204);
    const calls = await accessLogCalls(1);
    expect(calls[0]?.cookieNames).toContain('JSESSIONID');
  });

  it('works before login too, statelessly', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await supertest(ctx.stack.app)
      .post('/api/access-log')
      .set(CSRF)
      .send({ ...entry, progClassName: 'LoginPage', methodName: 'login' })
      .expect(204);
    expect(res.headers['set-cookie']).toBeUndefined();
    const calls = await accessLogCalls(1);
    expect(calls[0]?.cookieNames).toEqual(['XSRF-TOKEN']);
  });

  it.each([[{ status: 500 }], [{ down: true }], [{ status: 403 }]])(
    'never surfaces a core failure %j, only logs it',
    async (fault) => {
      await ctx.stack.mock('delete', '/__mock/requests');
      await ctx.stack.mock('post', '/__mock/faults', {
        pathPrefix: '/public/adm/com/userAccessLog',
        ...fault,
      });
      const before = ctx.stack.logs.length;
      await ctx.agent.post('/api/access-log').set(CSRF).send(entry).expect(204);
      await eventually(
        () => ctx.stack.logs.slice(before).some((l) => l.msg === 'access log failed'),
        Boolean,
        'the failed access-log write logged',
      );
    },
  );

  it('does not wait for a slow core', async () => {
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/public/adm/com/userAccessLog',
      delayMs: 1500,
    });
    const started = Date.now();
    await ctx.agent.post('/api/access-log').set(CSRF).send(entry).expect(204);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it.each([
    [{}],
    [{ progClassName: 'HomePage', methodName: 'open' }],
    [{ ...entry, sysType: 'X' }],
    [{ ...entry, userCode: 'AG00002' }],
    [{ ...entry, progClassName: '' }],
    [{ ...entry, transCode: 5 }],
  ])('answers %j with 400', async (body) => {
    const res = await ctx.agent.post('/api/access-log').set(CSRF).send(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('requires X-CSRF', async () => {
    expect((await ctx.agent.post('/api/access-log').send(entry)).status).toBe(403);
  });
});
