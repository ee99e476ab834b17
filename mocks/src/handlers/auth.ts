import { Router, type Response } from 'express';
import svgCaptcha from 'svg-captcha';
import { branchNames, findUser, loginRefusals, type FixtureUser } from '../fixtures/users';
import { decrypt, publicKeyPem } from '../lib/rsa';
import { endSession, ensureSession, loggedIn, sessionOf } from '../middleware/session';
import { startLogin } from './login-start';
import { state } from '../state';

export const authRouter = Router();

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

authRouter.get('/public/adm/com/getRsaPublicKey', (req, res) => {
  ensureSession(req, res);
  res.json({ publicKey: publicKeyPem() });
});

authRouter.get('/captcha', (req, res) => {
  const session = ensureSession(req, res);
  const captcha = svgCaptcha.create({ size: 6, ignoreChars: '0oO1iIlL', noise: 2, color: true });
  session.captcha = captcha.text;
  state.lastCaptcha = { text: captcha.text, sessionId: session.id };
  res.set('Cache-Control', 'no-store').type('image/svg+xml').send(captcha.data);
});

authRouter.post('/captcha', (req, res) => {
  const captcha = sessionOf(req)?.captcha;
  const sent = field(req.body, 'captchaCode');
  res.json({ valid: Boolean(captcha) && sent.toLowerCase() === captcha?.toLowerCase() });
});

function refuse(res: Response, status: number, message: string) {
  res.status(status).json({ message });
}

authRouter.post('/login', (req, res) => {
  const session = ensureSession(req, res);
  const username = decrypt(field(req.body, 'username'));
  const password = decrypt(field(req.body, 'password'));
  if (username === undefined || password === undefined) return refuse(res, 400, '解密失敗');

  const expected = session.captcha;
  const verifiedToken = session.recaptchaToken;
  // Single use, right or wrong: the typed captcha and the robot-check token alike.
  session.captcha = null;
  session.recaptchaToken = null;
  const token = field(req.body, 'recaptchaToken').trim();
  const passed = token
    ? token === verifiedToken
    : Boolean(expected) && field(req.body, 'captcha').toLowerCase() === expected?.toLowerCase();
  if (!passed) return refuse(res, 401, '驗證碼錯誤');
  const user = findUser(username);
  if (!user || state.passwords.get(user.userCode) !== password) return refuse(res, 401, '帳號或密碼錯誤');

  const status =
    state.passwordChanged.has(user.userCode) && user.loginStatus !== 516 ? undefined : user.loginStatus;
  const mayContinue = (status === 518 || status === 519) && field(req.body, 'noChangePwd') === 'Y';
  if (status && !mayContinue) {
    res.status(status).json({ errorCode: status, message: loginRefusals[status] });
    return;
  }
  startLogin(res, session, user, user.loginOtpEnableYn === 'Y' ? 'otp' : 'role');
});

authRouter.post('/logout', (req, res) => {
  endSession(req, res);
  res.status(200).end();
});

authRouter.get(
  '/public/userInfo',
  loggedIn((_req, res, session) => {
    const user = findUser(session.userCode ?? '') as FixtureUser;
    res.json({
      userCode: user.userCode,
      userName: user.userName,
      roleName: session.roleName,
      roleCode: session.roleCode,
      branCode: session.branCode,
      branName: branchNames[session.branCode ?? ''] ?? '',
      otpValidate: session.otpValidate,
      randomPageId: session.randomPageId,
      carryYn: user.carryYn,
      pirCode: user.pirCode,
      pptCode: user.pptCode,
      pirYn: user.pirYn,
      mecYn: user.mecYn,
      idno: user.idn,
      oldAgeEduYn: user.oldAgeEduYn,
    });
  }),
);
