import request from 'supertest';
import { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully, postLogin } from '../../__tests__/helpers/login';
import { createMockApp } from '../../server';

const strict = createMockApp({ control: true, validateRequests: true });
const lenient = createMockApp({ control: true, validateRequests: false });

beforeEach(async () => {
  await request(strict).post('/__mock/reset').expect(204);
});

async function anonymous(app = strict) {
  const c = new LegacyClient(app);
  await c.get('/public/getVer');
  return c;
}

describe('request check against legacy.yaml (validateRequests)', () => {
  it('answers a JSON body that does not match with 400 {message} naming the field', async () => {
    const c = await anonymous();
    const res = await c.post('/public/forgetPawd/sendOtpForgetPawdOtp', { user: 'AG00001' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual(['message']);
    expect(res.body.message).toMatch(/^傳送資料格式錯誤: .*userCode/);
  });

  it('reads form-encoded bodies: a login form without the captcha field is refused, a full one passes', async () => {
    const c = await anonymous();
    const res = await c.post('/login', { username: 'x', password: 'y' }, { form: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/captcha/);
    expect((await postLogin(new LegacyClient(strict), 'AG00001')).status).toBe(200);
  });

  it('refuses a JSON body where the core takes a form, and an unknown or malformed query parameter', async () => {
    const c = await anonymous();
    expect((await c.post('/rmw/rmwLogin', { from: 'RMW', param: 'RMW-DEMO-AG00001' })).status).toBe(400);
    expect((await c.get('/public/adm/com/singleParmd?type=SYS&code=X&extra=1')).status).toBe(400);
    expect((await c.get('/commission/SSDetailList?startMonth=2025-01')).status).toBe(400);
  });

  it('keeps the CSRF check first and leaves unknown paths and /__mock alone', async () => {
    const c = await anonymous();
    expect((await c.post('/public/forgetPawd/sendOtpForgetPawdOtp', {}, { xsrf: false })).status).toBe(403);
    const unknown = await c.get('/no/such/path');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: '查無此服務' });
    expect((await c.put('/__mock/work-time', { inWorkTime: true })).status).toBe(200);
  });

  it('accepts what the core tolerates: empty form filters, any OTP method text', async () => {
    const c = new LegacyClient(strict);
    await loginFully(c, 'AG00001');
    expect((await c.get('/adm/com/formDownload/list?formType=&formName=&ignoreBLOB=Y')).status).toBe(200);
    const otp = new LegacyClient(strict);
    await postLogin(otp, 'AG00002');
    const other = await otp.post('/users/sendOtpLogin', { sendTypeCode: 'X' });
    expect(other.status).toBe(200);
    expect(other.body.errorMsg).toBe('請選擇EMAIL或行動電話發送驗證碼 !');
  });

  it('accepts a bodiless POST where the body is optional (logout)', async () => {
    const c = await anonymous();
    expect((await c.post('/logout')).status).toBe(200);
  });

  it('is off unless asked for: the handler answers the same request itself', async () => {
    const c = await anonymous(lenient);
    const res = await c.post('/public/forgetPawd/sendOtpForgetPawdOtp', { user: 'AG00001' });
    expect(res.status).toBe(200);
    expect(res.body.errorMsg).toBe('請先完成身分驗證');
  });
});

describe('MOCK_VALIDATE_REQUESTS', () => {
  const saved = process.env.MOCK_VALIDATE_REQUESTS;
  afterEach(() => {
    process.env.MOCK_VALIDATE_REQUESTS = saved;
    jest.resetModules();
  });

  it('sets the default of createMockApp', async () => {
    for (const [value, status] of [
      ['1', 400],
      ['', 200],
    ] as const) {
      process.env.MOCK_VALIDATE_REQUESTS = value;
      jest.resetModules();
      // A fresh module graph reads the env again.
      const fresh = jest.requireActual<typeof import('../../server')>('../../server').createMockApp({
        control: true,
      });
      const c = await anonymous(fresh);
      expect((await c.post('/public/forgetPawd/sendOtpForgetPawdOtp', { user: 'X' })).status).toBe(status);
    }
  });
});
