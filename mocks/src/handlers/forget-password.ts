import { Router } from 'express';
import { checkPassword } from '@agent-portal/contracts/rules';
import { findUser } from '../fixtures/users';
import { decrypt } from '../lib/rsa';
import { now, state } from '../state';
import { checkOtp, issueOtp } from './users';

/** Forgot password: vertifyRePawd → sendOtpForgetPawdOtp → verifyForgetPawdOtp; and the 519 expiry mail. */
export const forgetPasswordRouter = Router();

const RESET_TTL_MS = 10 * 60 * 1000;

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : '';
};
const REUSED_PASSWORD = '新密碼不可與前三次使用過的密碼相同';

/**
 * The core's password check: the first item of the shared policy (contracts' checkPassword, the same one the
 * portal runs), then the item only the core can check, the last three passwords.
 */
function passwordProblem(userCode: string, password: string): string | undefined {
  const [first] = checkPassword(password, { account: userCode });
  if (first) return first.message;
  const history = state.passwordHistory.get(userCode) ?? [];
  return history.slice(-3).includes(password) ? REUSED_PASSWORD : undefined;
}

const ok = (message: string) => ({ status: 'S', message });
const fail = (message: string) => ({ status: 'E', message });

forgetPasswordRouter.post('/public/forgetPawd/vertifyRePawd', (req, res) => {
  const newPassword = decrypt(field(req.body, 'resetNewPawd'));
  if (newPassword === undefined) return res.status(400).json({ message: '解密失敗' });
  const user = findUser(field(req.body, 'resetUserName'));
  if (!user || user.loginStatus === 516 || field(req.body, 'resetIdn').toUpperCase() !== user.idn.slice(-4)) {
    return res.json(fail('帳號或身分證末四碼錯誤'));
  }
  const problem = passwordProblem(user.userCode, newPassword);
  if (problem) return res.json(fail(problem));
  state.pendingResets.set(user.userCode, { newPassword, at: now() });
  res.json(ok('驗證成功'));
});

forgetPasswordRouter.post('/public/forgetPawd/sendOtpForgetPawdOtp', (req, res) => {
  const userCode = field(req.body, 'userCode').toUpperCase();
  const pending = state.pendingResets.get(userCode);
  const refuse = (errorMsg: string) => res.json({ otpRecCode: null, alertMsg: null, errorMsg });
  if (!pending || now() - pending.at > RESET_TTL_MS) return refuse('請先完成身分驗證');
  const issued = issueOtp(userCode, 'forget');
  if ('error' in issued) return refuse(issued.error);
  res.json({ otpRecCode: issued.otpRecCode, alertMsg: 'OTP碼已成功發送至您的個人信箱 !', errorMsg: null });
});

forgetPasswordRouter.post('/public/forgetPawd/verifyForgetPawdOtp', (req, res) => {
  const newPassword = decrypt(field(req.body, 'resetNewPawd'));
  if (newPassword === undefined) return res.status(400).json({ message: '解密失敗' });
  const userCode = field(req.body, 'resetUserName').toUpperCase();
  const pending = state.pendingResets.get(userCode);
  if (!pending || pending.newPassword !== newPassword) return res.json(fail('請先完成身分驗證'));
  const error = checkOtp(userCode, field(req.body, 'otpCode'), field(req.body, 'otpRecCode'), 'forget');
  if (error) return res.json(fail(error));
  state.passwords.set(userCode, newPassword);
  state.passwordHistory.get(userCode)?.push(newPassword);
  state.passwordChanged.add(userCode);
  state.pendingResets.delete(userCode);
  res.json(ok('密碼設定完成，請重新登入系統！'));
});

forgetPasswordRouter.post('/public/forgetPawd/pwExpireSendMail', (req, res) => {
  const user = findUser(field(req.body, 'userCode'));
  if (!user) return res.json(fail('查無此帳號'));
  state.mails.push({ userCode: user.userCode, kind: 'pwExpire', at: new Date(now()).toISOString() });
  res.json(ok('密碼到期通知信已寄送至您的電子信箱'));
});
