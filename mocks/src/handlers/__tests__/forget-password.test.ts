import { ruleMessages } from '@agent-portal/contracts/messages';
import type { LegacyClient } from '../../__tests__/helpers/client';
import { rsaEncrypt } from '../../__tests__/helpers/client';
import { postLogin } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';

const { client } = mockUnderContract();

async function publicKey(c: LegacyClient): Promise<string> {
  return (await c.get('/public/adm/com/getRsaPublicKey')).body.publicKey;
}

async function verify(c: LegacyClient, userCode: string, idn4: string, password: string) {
  const key = await publicKey(c);
  return c.post('/public/forgetPawd/vertifyRePawd', {
    resetUserName: userCode,
    resetIdn: idn4,
    resetNewPawd: rsaEncrypt(key, password),
  });
}

describe('forgot password', () => {
  it('resets the password through verify → OTP → confirm, then logs in with it (AG00517 no longer refused)', async () => {
    const c = client();
    expect((await verify(c, 'AG00517', '8768', 'Ab12Cd34')).body).toEqual({
      status: 'S',
      message: '驗證成功',
    });
    const sent = await c.post('/public/forgetPawd/sendOtpForgetPawdOtp', { userCode: 'AG00517' });
    expect(sent.body).toMatchObject({ alertMsg: 'OTP碼已成功發送至您的個人信箱 !', errorMsg: null });
    const otpCode = (await c.get('/__mock/last-otp?userCode=AG00517')).body.otpCode;
    const done = await c.post('/public/forgetPawd/verifyForgetPawdOtp', {
      resetUserName: 'AG00517',
      resetNewPawd: rsaEncrypt(await publicKey(c), 'Ab12Cd34'),
      otpCode,
      otpRecCode: sent.body.otpRecCode,
    });
    expect(done.body).toEqual({ status: 'S', message: '密碼設定完成，請重新登入系統！' });
    expect((await postLogin(client(), 'AG00517')).status).toBe(401);
    expect((await postLogin(client(), 'AG00517', { password: 'Ab12Cd34' })).status).toBe(200);
  });

  it.each([
    ['the wrong ID digits', 'AG00001', '0000', 'Ab12Cd34', '帳號或身分證末四碼錯誤'],
    ['an unknown user', 'AG09999', '6781', 'Ab12Cd34', '帳號或身分證末四碼錯誤'],
    ['a short password', 'AG00001', '6781', 'Ab1', ruleMessages.PASSWORD_LENGTH],
    ['digits only', 'AG00001', '6781', '13572468', ruleMessages.PASSWORD_NUM_AND_WORD],
    ['a sequence', 'AG00001', '6781', 'Abc12x9y', ruleMessages.PASSWORD_CONTINUOUS],
    ['a repeat', 'AG00001', '6781', 'Aaa15x9y', ruleMessages.PASSWORD_CONTINUOUS],
    [
      'a keyboard run 8-9-0 (the policy the portal runs)',
      'AG00001',
      '6781',
      'Ab890xYz',
      ruleMessages.PASSWORD_CONTINUOUS,
    ],
    ['the current password', 'AG00001', '6781', 'Demo2468', '新密碼不可與前三次使用過的密碼相同'],
    ['an ampersand', 'AG00001', '6781', 'Ab1&Cd3x', ruleMessages.PASSWORD_AMPERSAND],
  ])('refuses %s', async (_label, user, idn4, password, message) => {
    expect((await verify(client(), user, idn4, password)).body).toEqual({ status: 'E', message });
  });

  it('refuses the OTP before the verify step, and a confirm with another password', async () => {
    const c = client();
    await c.get('/public/getVer');
    const early = await c.post('/public/forgetPawd/sendOtpForgetPawdOtp', { userCode: 'AG00001' });
    expect(early.body).toEqual({ otpRecCode: null, alertMsg: null, errorMsg: '請先完成身分驗證' });
    await verify(c, 'AG00001', '6781', 'Zx82Qw64');
    const sent = await c.post('/public/forgetPawd/sendOtpForgetPawdOtp', { userCode: 'AG00001' });
    const otpCode = (await c.get('/__mock/last-otp?userCode=AG00001')).body.otpCode;
    const other = await c.post('/public/forgetPawd/verifyForgetPawdOtp', {
      resetUserName: 'AG00001',
      resetNewPawd: rsaEncrypt(await publicKey(c), 'Other2468x'),
      otpCode,
      otpRecCode: sent.body.otpRecCode,
    });
    expect(other.body).toEqual({ status: 'E', message: '請先完成身分驗證' });
  });

  it('refuses a plaintext new password with 400', async () => {
    const c = client();
    await c.get('/public/getVer');
    const res = await c.post('/public/forgetPawd/vertifyRePawd', {
      resetUserName: 'AG00001',
      resetIdn: '6781',
      resetNewPawd: 'Ab12Cd34',
    });
    expect(res.status).toBe(400);
  });

  it('sends the expiry mail for 519', async () => {
    const c = client();
    await c.get('/public/getVer');
    const res = await c.post('/public/forgetPawd/pwExpireSendMail', { userCode: 'AG00519' });
    expect(res.body).toEqual({ status: 'S', message: '密碼到期通知信已寄送至您的電子信箱' });
    expect((await c.get('/__mock/mails')).body).toEqual([
      { userCode: 'AG00519', kind: 'pwExpire', at: expect.any(String) },
    ]);
    expect((await c.post('/public/forgetPawd/pwExpireSendMail', { userCode: 'NOPE' })).body.status).toBe('E');
  });
});

describe('remote login (/rmw/rmwLogin)', () => {
  it('logs in with a one-time ticket and lands on the role pick', async () => {
    const c = client();
    const ticket = (await c.post('/__mock/rmw-ticket', { userCode: 'AG00002' })).body;
    await c.get('/public/getVer');
    const res = await c.post('/rmw/rmwLogin', ticket, { form: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ loginOtpEnableYn: 'N', msg: '登入成功' });
    expect((await c.get('/users/branCodeRole')).body).toHaveLength(2);
    const again = await client().post('/rmw/rmwLogin', ticket, { form: true, xsrf: 'x' });
    expect(again.status).toBe(403);
    const reuse = client();
    await reuse.get('/public/getVer');
    expect((await reuse.post('/rmw/rmwLogin', ticket, { form: true })).status).toBe(401);
  });

  it('accepts the demo ticket and refuses an unknown source', async () => {
    const c = client();
    await c.get('/public/getVer');
    expect(
      (await c.post('/rmw/rmwLogin', { from: 'RMW', param: 'RMW-DEMO-AG00001' }, { form: true })).status,
    ).toBe(200);
    const bad = await c.post('/rmw/rmwLogin', { from: 'XYZ', param: 'RMW-DEMO-AG00001' }, { form: true });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: '遠端登入驗證失敗，請重新登入' });
  });
});
