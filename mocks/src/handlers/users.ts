import { Router } from 'express';
import { findUser, type FixtureUser } from '../fixtures/users';
import { randomDigits } from '../lib/random';
import { loggedIn, withStage } from '../middleware/session';
import { now, numericParameter, state, type MockSession } from '../state';

export const usersRouter = Router();

const OTP_TTL_MS = 5 * 60 * 1000;

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : '';
};

const userOf = (session: MockSession) => findUser(session.userCode ?? '') as FixtureUser;

/** Issues an OTP for the user unless one was sent less than OTP_RESEND_SECONDS ago; returns the error text otherwise. */
export function issueOtp(
  userCode: string,
  purpose: 'login' | 'forget',
): { otpRecCode: string } | { error: string } {
  const last = state.otps.get(userCode);
  const waitMs = numericParameter('OTP_RESEND_SECONDS', 60) * 1000;
  if (last && now() - last.sentAt < waitMs) {
    const seconds = Math.ceil((waitMs - (now() - last.sentAt)) / 1000);
    return { error: `OTP碼已發送，請於${seconds}秒後再重新發送` };
  }
  const otpRecCode = `OTP${new Date(now()).toISOString().replace(/\D/g, '').slice(0, 14)}${randomDigits(4)}`;
  state.otps.set(userCode, {
    otpCode: randomDigits(6),
    otpRecCode,
    sentAt: now(),
    expiresAt: now() + OTP_TTL_MS,
    purpose,
  });
  return { otpRecCode };
}

/** Checks an OTP; consumes it when right. Returns the error text, or undefined when accepted. */
export function checkOtp(
  userCode: string,
  otpCode: string,
  otpRecCode: string,
  purpose: 'login' | 'forget' = 'login',
): string | undefined {
  const record = state.otps.get(userCode);
  if (!record || record.otpRecCode !== otpRecCode || record.purpose !== purpose)
    return '查無OTP發送紀錄，請重新發送';
  if (now() > record.expiresAt) return 'OTP驗證碼已逾時，請重新發送';
  if (record.otpCode !== otpCode) return 'OTP驗證碼錯誤，請重新輸入';
  state.otps.delete(userCode);
  return undefined;
}

usersRouter.post(
  '/users/sendOtpLogin',
  withStage(['otp'], (req, res, session) => {
    const user = userOf(session);
    const sendTypeCode = field(req.body, 'sendTypeCode');
    const refuse = (errorMsg: string) => res.json({ otpRecCode: null, alertMsg: null, errorMsg });
    if (sendTypeCode !== 'E' && sendTypeCode !== 'M') return refuse('請選擇EMAIL或行動電話發送驗證碼 !');
    if (sendTypeCode === 'M' && !user.mobile) return refuse('查無行動電話資料，請改用EMAIL發送驗證碼 !');
    if (sendTypeCode === 'E' && !user.email) return refuse('查無EMAIL資料，請改用行動電話發送驗證碼 !');
    const issued = issueOtp(user.userCode, 'login');
    if ('error' in issued) return refuse(issued.error);
    const alertMsg =
      sendTypeCode === 'E' ? 'OTP碼已成功發送至您的個人信箱 !' : 'OTP碼已成功發送至您的行動電話 !';
    res.json({ otpRecCode: issued.otpRecCode, alertMsg, errorMsg: null });
  }),
);

usersRouter.post(
  '/users/verifyLoginOtp',
  withStage(['otp'], (req, res, session) => {
    const error = checkOtp(session.userCode ?? '', field(req.body, 'otpCode'), field(req.body, 'otpRecCode'));
    if (error) return res.json({ verifyYn: 'N', erorrMsg: error });
    session.stage = 'role';
    session.otpValidate = 'Y';
    res.json({ verifyYn: 'Y' });
  }),
);

usersRouter.get(
  '/users/branCodeRole',
  withStage(['role', 'ready'], (_req, res, session) => {
    res.json(userOf(session).roles);
  }),
);

function pickRole(body: unknown, session: MockSession): string | undefined {
  const branCode = field(body, 'branCode');
  const roleCode = field(body, 'roleCode');
  const pair = userOf(session).roles.find((r) => r.branCode === branCode && r.roleCode === roleCode);
  if (!pair) return '查無此單位角色，請重新選擇';
  Object.assign(session, { stage: 'ready', branCode, roleCode, roleName: pair.roleName });
  return undefined;
}

usersRouter.post(
  '/users/branCodeRole',
  withStage(['role', 'ready'], (req, res, session) => {
    const error = pickRole(req.body, session);
    if (error) return res.type('text/plain').send(error);
    res.status(200).end();
  }),
);

usersRouter.post(
  '/users/changeRole',
  loggedIn((req, res, session) => {
    const error = pickRole(req.body, session);
    if (error) return res.type('text/plain').send(error);
    res.status(200).end();
  }),
);
