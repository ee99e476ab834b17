import { postLogin } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';
import { MOCK_SITE_KEY } from '../robot-check';

const { client: bare } = mockUnderContract();

/** A client holding an XSRF token already, as the portal does after its first call. */
async function client() {
  const c = bare();
  await c.get('/public/getVer');
  return c;
}

beforeEach(async () => {
  await (await client()).put('/__mock/robot-check', { mode: 'ok' });
});

const validate = (c: ReturnType<typeof bare>, recaptchaToken: string) =>
  c.post('/users/googleApiValidator', { recaptchaToken });

describe('POST /public/adm/com/getGoogleSiteKey', () => {
  it('answers the site key while the robot check is on', async () => {
    const res = await (await client()).post('/public/adm/com/getGoogleSiteKey');
    expect(res.body).toEqual({ siteKey: MOCK_SITE_KEY, enableYn: 'Y' });
  });

  it('answers N and no key when the check is unavailable', async () => {
    const c = await client();
    await c.put('/__mock/robot-check', { mode: 'unavailable' });
    expect((await c.post('/public/adm/com/getGoogleSiteKey')).body).toEqual({ siteKey: '', enableYn: 'N' });
  });
});

describe('POST /users/googleApiValidator', () => {
  it('accepts a fresh token once; a reuse is expired, an empty token a parameter error', async () => {
    const c = await client();
    expect((await validate(c, 'tok-1')).body).toEqual({ status: 'S', errorType: null, message: 'success' });
    expect((await validate(c, 'tok-1')).body).toEqual({
      status: 'E',
      errorType: 'EXPIRED',
      message: 'timeout-or-duplicate',
    });
    expect((await validate(c, ' ')).body).toMatchObject({ status: 'E', errorType: 'PARAM' });
  });

  it.each([
    ['error', 'ERROR'],
    ['unavailable', 'ERROR'],
    ['expired', 'EXPIRED'],
    ['param', 'PARAM'],
  ])('answers mode %s with errorType %s', async (mode, errorType) => {
    const c = await client();
    await c.put('/__mock/robot-check', { mode });
    expect((await validate(c, `tok-${mode}`)).body).toMatchObject({ status: 'E', errorType });
  });

  it('needs the XSRF header, and refuses a body without the token', async () => {
    const c = await client();
    await c.get('/public/getVer');
    expect((await c.post('/users/googleApiValidator', { recaptchaToken: 't' }, { xsrf: false })).status).toBe(
      403,
    );
    expect((await c.post('/users/googleApiValidator', {})).status).toBe(400);
  });
});

describe('POST /login with a robot-check token', () => {
  it('logs in with a token this session validated, without a typed captcha', async () => {
    const c = await client();
    await c.get('/public/adm/com/getRsaPublicKey');
    await validate(c, 'tok-login');
    const res = await postLogin(c, 'AG00001', { recaptchaToken: 'tok-login' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('登入成功');
  });

  it('refuses a token that was not validated, one validated by another session, and a reused one', async () => {
    const c = await client();
    expect((await postLogin(c, 'AG00001', { recaptchaToken: 'never-checked' })).body).toEqual({
      message: '驗證碼錯誤',
    });

    const other = await client();
    await validate(other, 'tok-other');
    expect((await postLogin(c, 'AG00001', { recaptchaToken: 'tok-other' })).status).toBe(401);

    await validate(c, 'tok-once');
    expect(
      (await postLogin(c, 'AG00001', { recaptchaToken: 'tok-once', password: 'Wrong999x' })).status,
    ).toBe(401);
    expect((await postLogin(c, 'AG00001', { recaptchaToken: 'tok-once' })).status).toBe(401);
  });

  it('does not let a validated token stand in for a wrong typed captcha', async () => {
    const c = await client();
    await c.get('/public/adm/com/getRsaPublicKey');
    await validate(c, 'tok-mixed');
    expect((await postLogin(c, 'AG00001', { captcha: 'zzzzzz' })).status).toBe(401);
  });
});

describe('PUT /__mock/robot-check', () => {
  it('switches the mode, refuses an unknown one, and a reset turns it off again', async () => {
    const c = await client();
    expect((await c.put('/__mock/robot-check', { mode: 'expired' })).body).toEqual({ mode: 'expired' });
    expect((await c.get('/__mock/robot-check')).body).toEqual({ mode: 'expired' });
    const bad = await c.put('/__mock/robot-check', { mode: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/ok, error, expired, param, unavailable/);
    await c.post('/__mock/reset');
    expect((await c.get('/__mock/robot-check')).body).toEqual({ mode: 'unavailable' });
  });
});
