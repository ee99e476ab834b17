import { rsaEncrypt } from '../../__tests__/helpers/client';
import { loginFully, postLogin } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';

const { client } = mockUnderContract();

describe('GET /public/adm/com/getRsaPublicKey', () => {
  it('answers a 1024-bit PEM public key and starts a session with an XSRF token', async () => {
    const c = client();
    const res = await c.get('/public/adm/com/getRsaPublicKey');
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(c.cookies.get('JSESSIONID')).toMatch(/^[0-9A-F]{32}$/);
    expect(c.cookies.get('XSRF-TOKEN')).toBeTruthy();
    expect(String(res.headers['set-cookie'])).toMatch(/JSESSIONID=[^;]+; Path=\/; HttpOnly/);
  });

  it('answers the same key to every session of the process', async () => {
    const a = await client().get('/public/adm/com/getRsaPublicKey');
    const b = await client().get('/public/adm/com/getRsaPublicKey');
    expect(a.body.publicKey).toBe(b.body.publicKey);
  });
});

describe('captcha', () => {
  it('GET /captcha answers an SVG image and remembers a 6-character code', async () => {
    const c = client();
    const res = await c.get('/captcha');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(res.body)).toMatch(/^<svg/); // supertest buffers images
    const { text } = (await c.get('/__mock/last-captcha')).body;
    expect(text).toMatch(/^[A-Za-z0-9]{6}$/);
  });

  it('POST /captcha accepts the code in any case and refuses another', async () => {
    const c = client();
    await c.get('/captcha');
    const { text } = (await c.get('/__mock/last-captcha')).body as { text: string };
    expect((await c.post('/captcha', { captchaCode: text.toUpperCase() })).body).toEqual({ valid: true });
    expect((await c.post('/captcha', { captchaCode: text.toLowerCase() })).body).toEqual({ valid: true });
    expect((await c.post('/captcha', { captchaCode: 'zzzzzz' })).body).toEqual({ valid: false });
  });
});

describe('POST /login', () => {
  it('logs AG00001 in without OTP and lands on one branch/role pair', async () => {
    const c = client();
    const res = await postLogin(c, 'AG00001');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      randomPageId: expect.any(String),
      loginOtpEnableYn: 'N',
      mobileYn: 'Y',
      msg: '登入成功',
    });
    const roles = await c.get('/users/branCodeRole');
    expect(roles.body).toEqual([{ branCode: 'B0101', roleCode: 'R01', roleName: '業務員' }]);
  });

  it('accepts the user code in lower case and with the captcha typed in another case', async () => {
    const res = await postLogin(client(), 'ag00001', { typeCaptcha: (text) => text.toUpperCase() });
    expect(res.status).toBe(200);
  });

  it('refuses plaintext credentials with 400 解密失敗', async () => {
    const c = client();
    await c.get('/captcha');
    const { text } = (await c.get('/__mock/last-captcha')).body;
    const res = await c.post(
      '/login',
      { username: 'AG00001', password: 'Demo2468', captcha: text },
      { form: true },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: '解密失敗' });
  });

  it('refuses a wrong captcha with 401 驗證碼錯誤', async () => {
    const res = await postLogin(client(), 'AG00001', { captcha: 'wrong1' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: '驗證碼錯誤' });
  });

  it('uses a captcha once: a second attempt with the same code is refused', async () => {
    const c = client();
    await postLogin(c, 'AG00001', { password: 'Wrong1234' });
    const key = (await c.get('/public/adm/com/getRsaPublicKey')).body.publicKey as string;
    const { text } = (await c.get('/__mock/last-captcha')).body;
    const again = await c.post(
      '/login',
      { username: rsaEncrypt(key, 'AG00001'), password: rsaEncrypt(key, 'Demo2468'), captcha: text },
      { form: true },
    );
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('驗證碼錯誤');
  });

  it.each([
    ['a wrong password', 'AG00001', 'Wrong1234'],
    ['an unknown user', 'AG09999', 'Demo2468'],
  ])('refuses %s with 401 帳號或密碼錯誤', async (_label, user, password) => {
    const res = await postLogin(client(), user, { password });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: '帳號或密碼錯誤' });
  });

  it.each([
    [516, '您的帳號已停用或鎖定，請洽單位主管或系統管理員'],
    [517, '您的密碼已被重設，請先變更密碼'],
    [518, '您的密碼即將到期，是否立即變更密碼?'],
    [519, '您的密碼已過期，是否立即變更密碼?'],
  ])('answers HTTP %i with {errorCode, message} for AG00%i', async (code, message) => {
    const res = await postLogin(client(), `AG00${code}`);
    expect(res.status).toBe(code);
    expect(res.body).toEqual({ errorCode: code, message });
  });

  it.each([518, 519])('logs AG00%i in when noChangePwd=Y', async (code) => {
    const c = client();
    const res = await postLogin(c, `AG00${code}`, { noChangePwd: 'Y' });
    expect(res.status).toBe(200);
    expect((await c.get('/users/branCodeRole')).status).toBe(200);
  });

  it.each([516, 517])('keeps refusing AG00%i when noChangePwd=Y', async (code) => {
    const res = await postLogin(client(), `AG00${code}`, { noChangePwd: 'Y' });
    expect(res.status).toBe(code);
  });
});

describe('GET /public/userInfo and POST /logout', () => {
  it('answers 401 before the role is picked, then the user info', async () => {
    const c = client();
    await postLogin(c, 'AG00001');
    expect((await c.get('/public/userInfo')).status).toBe(401);
    expect((await c.get('/adm/com/coded')).status).toBe(401);
    await c.post('/users/branCodeRole', { branCode: 'B0101', roleCode: 'R01' });
    const info = await c.get('/public/userInfo');
    expect(info.body).toEqual({
      userCode: 'AG00001',
      userName: '陳怡君',
      roleName: '業務員',
      roleCode: 'R01',
      branCode: 'B0101',
      branName: '台北第一通訊處',
      otpValidate: 'N',
      randomPageId: expect.any(String),
      carryYn: 'N',
      pirCode: '011300001',
      pptCode: '021300001',
      pirYn: 'Y',
      mecYn: 'Y',
      idno: 'A223456781',
      oldAgeEduYn: 'Y',
    });
  });

  it('reports pirYn and mecYn N for AG00004', async () => {
    const c = client();
    await loginFully(c, 'AG00004');
    const info = await c.get('/public/userInfo');
    expect(info.body).toMatchObject({ pirYn: 'N', mecYn: 'N' });
  });

  it('ends the session on logout (isWait=Y) so the next call is 401', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    const sessionId = c.cookies.get('JSESSIONID');
    const res = await c.post('/logout', { isWait: 'Y' }, { form: true });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(c.cookies.has('JSESSIONID')).toBe(false);
    c.cookies.set('JSESSIONID', sessionId as string);
    expect((await c.get('/public/userInfo')).status).toBe(401);
  });

  it('answers logout 200 without a session too', async () => {
    const c = client();
    await c.get('/public/getVer');
    expect((await c.post('/logout', undefined)).status).toBe(200);
  });
});
