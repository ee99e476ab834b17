import supertest from 'supertest';
import { errorMessages } from '@agent-portal/contracts/messages';
import { taipeiMonth } from '@agent-portal/contracts/rules';
import { CSRF, captchaFor, useStack } from './support/stack';

const ctx = useStack({ LEGACY_TIMEOUT_MS: '800' }, { login: 'AG00001', reset: true, clearFaults: true });

describe('legacy failures become the catalogue envelope', () => {
  it.each([
    [400, 400, 'BAD_REQUEST', errorMessages.BAD_REQUEST],
    [404, 404, 'NOT_FOUND', errorMessages.NOT_FOUND],
    [408, 504, 'CORE_TIMEOUT', errorMessages.CORE_TIMEOUT],
    [500, 500, 'SERVER_BUSY', errorMessages.SERVER_BUSY],
    [503, 502, 'MAINTENANCE', errorMessages.MAINTENANCE],
  ])('legacy %d → %d %s', async (legacyStatus, status, code, message) => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/adm/com/roleMenu', status: legacyStatus });
    const res = await ctx.agent.get('/api/common/menu');
    expect(res.status).toBe(status);
    expect(res.body.error).toMatchObject({ code, status, message });
    expect(Date.parse(res.body.error.timestamp)).not.toBeNaN();
  });

  it.each([
    [516, 'LOGIN_REJECTED', errorMessages.MAINTENANCE],
    [517, 'PASSWORD_RESET_REQUIRED', '請先變更密碼'],
    [518, 'PASSWORD_RESET_SUGGESTED', '請先變更密碼'],
    [519, 'PASSWORD_EXPIRED', errorMessages.MAINTENANCE],
  ])(
    'legacy %d outside the login → 409 %s (its own code, not MAINTENANCE)',
    async (legacy, code, message) => {
      await ctx.stack.mock('post', '/__mock/faults', {
        pathPrefix: '/adm/com/roleMenu',
        status: legacy,
        message: '請先變更密碼',
      });
      const res = await ctx.agent.get('/api/common/menu');
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code, status: 409, message });
    },
  );

  it('a 200 with body errorCode 517 (the commission list) → 409 PASSWORD_RESET_REQUIRED with the core message, not an empty month', async () => {
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/commission/SSDetailList',
      errorCode: 517,
      message: '您的密碼已被重設，請先變更密碼',
    });
    const month = taipeiMonth(new Date(), -1);
    const res = await ctx.agent.get('/api/commission').query({ startMonth: month, endMonth: month });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'PASSWORD_RESET_REQUIRED',
      message: '您的密碼已被重設，請先變更密碼',
    });
  });

  it('a login answered 200 with body errorCode 517 is still the login refusal (its story reads it)', async () => {
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/login',
      method: 'POST',
      errorCode: 517,
      message: '您的密碼已被重設，請先變更密碼',
    });
    const a = supertest.agent(ctx.stack.app);
    const captcha = await captchaFor(ctx.stack, a);
    const res = await a
      .post('/api/auth/login')
      .set(CSRF)
      .send({ userCode: 'AG00001', password: 'Demo2468', captcha });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'PASSWORD_RESET_REQUIRED',
      message: '您的密碼已被重設，請先變更密碼',
    });
  });

  it('no answer at all → the 999 message', async () => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/adm/com/roleMenu', down: true });
    const res = await ctx.agent.get('/api/common/menu');
    expect(res.status).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'NO_RESPONSE', message: errorMessages.NO_RESPONSE });
  });

  it('a core slower than the timeout → CORE_TIMEOUT, without waiting for it', async () => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/adm/com/roleMenu', delayMs: 3000 });
    const started = Date.now();
    const res = await ctx.agent.get('/api/common/menu');
    expect(res.status).toBe(504);
    expect(res.body.error.code).toBe('CORE_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('body errorCode 449 → LEGACY_NOTICE with the core message', async () => {
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/adm/com/roleMenu',
      errorCode: 449,
      message: '系統公告測試',
    });
    const res = await ctx.agent.get('/api/common/menu');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'LEGACY_NOTICE', message: '系統公告測試' });
  });

  it('an expired legacy session → 401 so the portal goes to login', async () => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/adm/com/roleMenu', status: 401 });
    const res = await ctx.agent.get('/api/common/menu');
    expect(res.status).toBe(401);
    // The BFF login is dropped with it: the SPA's next /me also answers 401 and the agent goes to login.
    await ctx.stack.mock('delete', '/__mock/faults');
    expect((await ctx.agent.get('/api/auth/me')).status).toBe(401);
  });

  it('a core 401 on a streamed call drops the BFF login too', async () => {
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/adm/com/formDownload/download',
      status: 401,
    });
    const forms = (await ctx.agent.get('/api/forms').expect(200)).body as { formCode: string }[];
    const res = await ctx.agent.get(`/api/forms/${encodeURIComponent(forms[0]!.formCode)}/download`);
    expect(res.status).toBe(401);
    await ctx.stack.mock('delete', '/__mock/faults');
    expect((await ctx.agent.get('/api/auth/me')).status).toBe(401);
  });

  it('the streamed captcha maps a dead core to the envelope too', async () => {
    await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/captcha', down: true });
    const res = await supertest(ctx.stack.app).get('/api/auth/captcha');
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('NO_RESPONSE');
  });

  it.each([
    [500, 500, 'SERVER_BUSY'],
    [404, 404, 'NOT_FOUND'],
    [401, 401, 'UNAUTHORIZED'],
    [503, 502, 'MAINTENANCE'],
  ])(
    'a streamed call answered %d becomes the %d %s envelope, not the raw core body',
    async (legacy, status, code) => {
      await ctx.stack.mock('post', '/__mock/faults', { pathPrefix: '/captcha', status: legacy });
      const res = await supertest(ctx.stack.app).get('/api/auth/captcha');
      expect(res.status).toBe(status);
      expect(res.body.error).toMatchObject({ code, status });
    },
  );
});
