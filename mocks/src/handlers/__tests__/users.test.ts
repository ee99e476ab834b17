import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully, postLogin } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';

const { client } = mockUnderContract();

async function sendOtp(c: LegacyClient, sendTypeCode: string) {
  return c.post('/users/sendOtpLogin', { sendTypeCode });
}
async function lastOtp(c: LegacyClient, userCode: string): Promise<string> {
  return (await c.get(`/__mock/last-otp?userCode=${userCode}`)).body.otpCode;
}

describe('login OTP (AG00002)', () => {
  let c: LegacyClient;
  beforeEach(async () => {
    c = client();
    const login = await postLogin(c, 'AG00002');
    expect(login.body).toMatchObject({ loginOtpEnableYn: 'Y', mobileYn: 'Y' });
  });

  it('keeps roles and data closed while the OTP is pending', async () => {
    expect((await c.get('/users/branCodeRole')).status).toBe(401);
    expect((await c.get('/public/userInfo')).status).toBe(401);
    expect((await c.post('/users/branCodeRole', { branCode: 'B0101', roleCode: 'R01' })).status).toBe(401);
  });

  it('sends a 6-digit OTP by e-mail, verifies it, then offers two branch/role pairs', async () => {
    const sent = await sendOtp(c, 'E');
    expect(sent.body).toEqual({
      otpRecCode: expect.stringMatching(/^OTP\d{18}$/),
      alertMsg: 'OTP碼已成功發送至您的個人信箱 !',
      errorMsg: null,
    });
    const otpCode = await lastOtp(c, 'AG00002');
    expect(otpCode).toMatch(/^\d{6}$/);
    const verified = await c.post('/users/verifyLoginOtp', { otpCode, otpRecCode: sent.body.otpRecCode });
    expect(verified.body).toEqual({ verifyYn: 'Y' });
    const roles = await c.get('/users/branCodeRole');
    expect(roles.body).toHaveLength(2);
    const picked = await c.post('/users/branCodeRole', { branCode: 'B0205', roleCode: 'R02' });
    expect(picked.status).toBe(200);
    expect(picked.text).toBe('');
    const info = await c.get('/public/userInfo');
    expect(info.body).toMatchObject({
      userCode: 'AG00002',
      roleCode: 'R02',
      roleName: '業務主管',
      otpValidate: 'Y',
    });
  });

  it('sends by mobile with its own alert', async () => {
    const sent = await sendOtp(c, 'M');
    expect(sent.body.alertMsg).toBe('OTP碼已成功發送至您的行動電話 !');
  });

  it('refuses a send without a method', async () => {
    const sent = await sendOtp(c, '');
    expect(sent.body).toEqual({
      otpRecCode: null,
      alertMsg: null,
      errorMsg: '請選擇EMAIL或行動電話發送驗證碼 !',
    });
  });

  it('refuses a resend sooner than OTP_RESEND_SECONDS, allows it afterwards', async () => {
    await sendOtp(c, 'E');
    const again = await sendOtp(c, 'E');
    expect(again.body.errorMsg).toMatch(/^OTP碼已發送，請於\d+秒後再重新發送$/);
    expect(again.body.otpRecCode).toBeNull();
    await c.post('/__mock/clock', { advanceMs: 61_000 });
    expect((await sendOtp(c, 'E')).body.errorMsg).toBeNull();
  });

  it('follows a shortened OTP_RESEND_SECONDS', async () => {
    await c.put('/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'OTP_RESEND_SECONDS',
      parameterValue: '0',
    });
    await sendOtp(c, 'E');
    expect((await sendOtp(c, 'E')).body.errorMsg).toBeNull();
  });

  it('answers a wrong OTP with verifyYn N and the misspelt erorrMsg', async () => {
    const sent = await sendOtp(c, 'E');
    const right = await lastOtp(c, 'AG00002');
    const wrong = right === '000000' ? '111111' : '000000';
    const res = await c.post('/users/verifyLoginOtp', { otpCode: wrong, otpRecCode: sent.body.otpRecCode });
    expect(res.body).toEqual({ verifyYn: 'N', erorrMsg: 'OTP驗證碼錯誤，請重新輸入' });
    expect((await c.get('/users/branCodeRole')).status).toBe(401);
  });

  it('refuses an OTP older than 5 minutes', async () => {
    const sent = await sendOtp(c, 'E');
    const otpCode = await lastOtp(c, 'AG00002');
    await c.post('/__mock/clock', { advanceMs: 5 * 60_000 + 1000 });
    const res = await c.post('/users/verifyLoginOtp', { otpCode, otpRecCode: sent.body.otpRecCode });
    expect(res.body).toEqual({ verifyYn: 'N', erorrMsg: 'OTP驗證碼已逾時，請重新發送' });
  });

  it('refuses an OTP with another record code', async () => {
    await sendOtp(c, 'E');
    const otpCode = await lastOtp(c, 'AG00002');
    const res = await c.post('/users/verifyLoginOtp', { otpCode, otpRecCode: 'OTP000' });
    expect(res.body.verifyYn).toBe('N');
  });
});

describe('login OTP (AG00003, no mobile on file)', () => {
  it('reports mobileYn N and refuses M with errorMsg', async () => {
    const c = client();
    expect((await postLogin(c, 'AG00003')).body.mobileYn).toBe('N');
    const sent = await sendOtp(c, 'M');
    expect(sent.body).toEqual({
      otpRecCode: null,
      alertMsg: null,
      errorMsg: '查無行動電話資料，請改用EMAIL發送驗證碼 !',
    });
    expect((await sendOtp(c, 'E')).body.alertMsg).toBe('OTP碼已成功發送至您的個人信箱 !');
  });
});

describe('branch/role pick', () => {
  it('answers an unknown pair with an error text (HTTP 200)', async () => {
    const c = client();
    await postLogin(c, 'AG00001');
    const res = await c.post('/users/branCodeRole', { branCode: 'B0205', roleCode: 'R02' });
    expect(res.status).toBe(200);
    expect(res.text).toBe('查無此單位角色，請重新選擇');
    expect((await c.get('/public/userInfo')).status).toBe(401);
  });

  it('switches role after login (POST /users/changeRole)', async () => {
    const c = client();
    await loginFully(c, 'AG00002');
    const res = await c.post('/users/changeRole', { branCode: 'B0205', roleCode: 'R02' });
    expect(res.text).toBe('');
    expect((await c.get('/public/userInfo')).body.roleCode).toBe('R02');
    const menu = await c.get('/adm/com/roleMenu');
    expect(menu.body.map((m: { menuCode: string }) => m.menuCode)).not.toContain('M0201');
  });
});
