import { loginFully } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';

const { client } = mockUnderContract();

const setTimeoutSeconds = (c: ReturnType<typeof client>, value: string) =>
  c.put('/__mock/parameters', {
    parameterType: 'SYS',
    parameterCode: 'SESSION_TIMEOUT',
    parameterValue: value,
  });

describe('CSRF', () => {
  it('refuses a POST without X-XSRF-TOKEN with 403', async () => {
    const c = client();
    await c.get('/captcha');
    const res = await c.post('/captcha', { captchaCode: 'abcdef' }, { xsrf: false });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Invalid CSRF token' });
  });

  it('refuses a header that differs from the cookie', async () => {
    const c = client();
    await c.get('/captcha');
    expect((await c.post('/captcha', { captchaCode: 'abcdef' }, { xsrf: 'forged' })).status).toBe(403);
  });

  it('refuses a logged-in write without the header, before the login check', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    expect(
      (await c.post('/users/changeRole', { branCode: 'B0101', roleCode: 'R01' }, { xsrf: false })).status,
    ).toBe(403);
    expect((await c.post('/logout', {}, { form: true, xsrf: false })).status).toBe(403);
  });

  it('keeps one token per session', async () => {
    const c = client();
    await c.get('/captcha');
    const token = c.cookies.get('XSRF-TOKEN');
    const again = await c.get('/captcha');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(c.cookies.get('XSRF-TOKEN')).toBe(token);
  });

  it('exempts /__mock', async () => {
    const c = client();
    const res = await c.post('/__mock/faults', { pathPrefix: '/adm', status: 500 }, { xsrf: false });
    expect(res.status).toBe(201);
  });
});

describe('session idle timeout', () => {
  it('answers 401 {message} once the session has been idle longer than SYS/SESSION_TIMEOUT', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    await setTimeoutSeconds(c, '1');
    expect((await c.get('/public/userInfo')).status).toBe(200);
    // The mock's clock (POST /__mock/clock), not a wait: 1.1 s of idleness pass at once.
    expect((await c.post('/__mock/clock', { advanceMs: 1100 })).status).toBe(200);
    const res = await c.get('/public/userInfo');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: '閒置時間過長，系統已自動登出，請重新登入' });
    expect((await c.get('/adm/com/coded')).status).toBe(401);
  });

  it('slides with activity', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    await setTimeoutSeconds(c, '60');
    for (let i = 0; i < 3; i += 1) {
      await c.post('/__mock/clock', { advanceMs: 40_000 });
      expect((await c.get('/adm/com/timerrange')).status).toBe(200);
    }
    await c.post('/__mock/clock', { advanceMs: 61_000 });
    expect((await c.get('/adm/com/timerrange')).status).toBe(401);
  });

  it('answers 401 to an unknown JSESSIONID', async () => {
    const c = client();
    c.cookies.set('JSESSIONID', 'NOPE');
    const res = await c.get('/adm/com/parmd');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('尚未登入或連線已逾時，請重新登入');
  });

  it('starts a new session on the public calls after expiry', async () => {
    const c = client();
    await loginFully(c, 'AG00001');
    const first = c.cookies.get('JSESSIONID');
    await setTimeoutSeconds(c, '60');
    await c.post('/__mock/clock', { advanceMs: 61_000 });
    await c.get('/captcha');
    expect(c.cookies.get('JSESSIONID')).not.toBe(first);
    expect((await c.get('/__mock/sessions/count')).body).toEqual({ count: 1 });
  });
});
