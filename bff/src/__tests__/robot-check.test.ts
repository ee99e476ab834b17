import supertest from 'supertest';
import { robotCheckErrors } from '@agent-portal/contracts/messages';
import { CSRF, captchaFor, sessionCookie, useStack } from './support/stack';

const ctx = useStack({}, { reset: true, clearFaults: true });

const agent = () => supertest.agent(ctx.stack.app);
const robotMode = (mode: string) => ctx.stack.mock('put', '/__mock/robot-check', { mode });
beforeEach(() => robotMode('ok'));
const login = (a: ReturnType<typeof agent>, body: Record<string, string>) =>
  a
    .post('/api/auth/login')
    .set(CSRF)
    .send({ userCode: 'AG00001', password: 'Demo2468', ...body });

describe('GET /api/auth/robot-check', () => {
  it('offers the robot check with the core site key, without opening a session', async () => {
    const res = await supertest(ctx.stack.app).get('/api/auth/robot-check').expect(200);
    expect(res.body).toEqual({ available: true, siteKey: 'mock-recaptcha-site-key' });
    expect(sessionCookie(res)).toBeUndefined();
  });

  it('is unavailable when the core switched it off', async () => {
    await robotMode('unavailable');
    expect((await supertest(ctx.stack.app).get('/api/auth/robot-check').expect(200)).body).toEqual({
      available: false,
    });
  });

  it.each([[{ status: 500 }], [{ down: true }]])('is unavailable when the core fails (%j)', async (fault) => {
    await ctx.stack.mock('post', '/__mock/faults', {
      pathPrefix: '/public/adm/com/getGoogleSiteKey',
      ...fault,
    });
    expect((await supertest(ctx.stack.app).get('/api/auth/robot-check').expect(200)).body).toEqual({
      available: false,
    });
  });
});

describe('POST /api/auth/login with a robot-check token', () => {
  it('logs in without a captcha image: the core checks the token first, then takes it for the captcha', async () => {
    await ctx.stack.mock('delete', '/__mock/requests');
    const a = agent();
    const res = await login(a, { recaptchaToken: 'tok-ok' });
    expect(res.status).toBe(200);
    expect(res.body.next).toBe('done');
    const paths = ((await ctx.stack.mock('get', '/__mock/requests')).body as { path: string }[]).map(
      (r) => r.path,
    );
    expect(paths.indexOf('/users/googleApiValidator')).toBeGreaterThan(-1);
    expect(paths.indexOf('/users/googleApiValidator')).toBeLessThan(paths.indexOf('/login'));
    expect(paths).not.toContain('/captcha');
  });

  it.each([
    ['error', 'RECAPTCHA_FALLBACK'],
    ['unavailable', 'RECAPTCHA_FALLBACK'],
    ['expired', 'RECAPTCHA_EXPIRED'],
    ['param', 'RECAPTCHA_PARAM'],
  ] as const)('maps the core answer in mode %s to 409 %s with the spec text', async (mode, code) => {
    await robotMode(mode);
    await ctx.stack.mock('delete', '/__mock/requests');
    const res = await login(agent(), { recaptchaToken: `tok-${mode}` });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code, message: robotCheckErrors[code] });
    expect((await ctx.stack.mock('get', '/__mock/requests?pathPrefix=/login')).body).toEqual([]);
  });

  it('refuses a token used twice as expired', async () => {
    expect((await login(agent(), { recaptchaToken: 'tok-twice' })).status).toBe(200);
    const again = await login(agent(), { recaptchaToken: 'tok-twice' });
    expect(again.body.error.code).toBe('RECAPTCHA_EXPIRED');
  });

  it('still needs the typed captcha without a token, and still works with one', async () => {
    const a = agent();
    const missing = await login(a, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('請輸入驗證碼');
    const captcha = await captchaFor(ctx.stack, a);
    expect((await login(a, { captcha })).status).toBe(200);
  });

  it('refuses an unknown field and an over-long token before the core', async () => {
    expect((await login(agent(), { recaptchaToken: 'x'.repeat(5000) })).status).toBe(400);
    expect((await login(agent(), { recaptchaToken: 't', robot: 'yes' })).status).toBe(400);
  });
});
