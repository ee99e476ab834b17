import { DEMO_PASSWORD } from '../../fixtures/users';
import { LegacyClient, rsaEncrypt } from './client';

export interface LoginOptions {
  password?: string;
  captcha?: string;
  /** Applied to the real captcha text (e.g. to type it in another case). */
  typeCaptcha?: (text: string) => string;
  noChangePwd?: 'Y' | 'N';
  /** Log in with a robot-check token instead of the image captcha (none is fetched). */
  recaptchaToken?: string;
}

/** Step 1 as a client does it: public key, captcha image, (captcha text from /__mock), RSA-encrypted form post. */
export async function postLogin(client: LegacyClient, userCode: string, options: LoginOptions = {}) {
  const key = await client.get('/public/adm/com/getRsaPublicKey');
  let captcha = options.captcha ?? '';
  if (options.recaptchaToken === undefined) {
    await client.get('/captcha');
    const real = (await client.get('/__mock/last-captcha')).body.text as string;
    captcha = options.captcha ?? (options.typeCaptcha ?? String)(real);
  }
  const publicKey = key.body.publicKey as string;
  const form = {
    username: rsaEncrypt(publicKey, userCode),
    password: rsaEncrypt(publicKey, options.password ?? DEMO_PASSWORD),
    captcha,
    recaptchaToken: options.recaptchaToken ?? '',
    noChangePwd: options.noChangePwd ?? 'N',
  };
  return client.post('/login', form, { form: true });
}

/** Full login: password, OTP by e-mail when enabled, then the first (or the given) branch/role pair. */
export async function loginFully(client: LegacyClient, userCode: string, roleIndex = 0) {
  const login = await postLogin(client, userCode);
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  if (login.body.loginOtpEnableYn === 'Y') {
    const sent = await client.post('/users/sendOtpLogin', { sendTypeCode: 'E' });
    const otp = await client.get(`/__mock/last-otp?userCode=${userCode}`);
    await client.post('/users/verifyLoginOtp', {
      otpCode: otp.body.otpCode,
      otpRecCode: sent.body.otpRecCode,
    });
  }
  const roles = await client.get('/users/branCodeRole');
  const role = roles.body[roleIndex] as { branCode: string; roleCode: string };
  const picked = await client.post('/users/branCodeRole', {
    branCode: role.branCode,
    roleCode: role.roleCode,
  });
  if (picked.status !== 200 || picked.text) throw new Error(`role pick failed: ${picked.text}`);
  return login;
}
