import type { Request, Response } from 'express';
import { shellMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../common/app-error';
import type { Throttle } from '../../common/throttle';
import { legacyContext } from '../../legacy/context';
import { XSRF_COOKIE } from '../../legacy/cookies';
import { rsaEncrypt, type AuthLegacy } from '../auth/auth.legacy';
import type { PasswordLegacy, StatusMessage } from './password.legacy';

/** What the forgot-password dialog has proven so far; server-side only, never sent to the browser. */
export interface PasswordResetState {
  userCode: string;
  /** The new password as the core wants it (RSA-encrypted): Redis never holds it in clear. */
  resetNewPawd: string;
  otpRecCode?: string;
}

declare module 'express-session' {
  interface SessionData {
    passwordReset: PasswordResetState;
  }
}

export interface VerifyInput {
  userCode: string;
  idLast4: string;
  newPassword: string;
}

const refused = (answer: StatusMessage, fallback?: string) =>
  new AppError(409, 'LEGACY_ERROR', answer.message || fallback);

/** Forgot password (verify → OTP → reset) and the 519 expiry mail; public, inside the browser session. */
export function passwordService(
  legacy: PasswordLegacy,
  auth: Pick<AuthLegacy, 'publicKey' | 'otpResendSeconds'>,
  throttle: Throttle,
  limits: { otpAttempts: number },
) {
  function pending(req: Request, needOtp = false): PasswordResetState {
    const state = req.session.passwordReset;
    if (!state || (needOtp && !state.otpRecCode)) {
      throw new AppError(409, 'LEGACY_ERROR', shellMessages.RESET_VERIFY_FIRST);
    }
    return state;
  }

  return {
    async verify(req: Request, res: Response, input: VerifyInput) {
      await throttle.hit(`pwd:verify:${input.userCode}`, limits.otpAttempts);
      await throttle.hit(`pwd:verify:ip:${req.ip}`, limits.otpAttempts * 5);
      delete req.session.passwordReset;
      const ctx = legacyContext(req, res);
      // The key call also opens the legacy session when no captcha was fetched in this browser session.
      const resetNewPawd = rsaEncrypt(await auth.publicKey(ctx), input.newPassword);
      const answer = await legacy.verify(ctx, {
        resetUserName: input.userCode,
        resetIdn: input.idLast4,
        resetNewPawd,
      });
      if (answer.status !== 'S') throw refused(answer);
      await throttle.clear(`pwd:verify:${input.userCode}`);
      req.session.passwordReset = { userCode: input.userCode, resetNewPawd };
      return { message: shellMessages.VERIFY_OK };
    },

    async sendOtp(req: Request, res: Response) {
      const state = pending(req);
      await throttle.hit(`pwd:otp:send:${state.userCode}`, limits.otpAttempts);
      const ctx = legacyContext(req, res);
      const answer = await legacy.sendOtp(ctx, state.userCode);
      if (answer.errorMsg || !answer.otpRecCode) {
        throw new AppError(409, 'LEGACY_ERROR', answer.errorMsg || undefined);
      }
      state.otpRecCode = answer.otpRecCode;
      return {
        message: answer.alertMsg || shellMessages.OTP_SENT_EMAIL,
        resendSeconds: await auth.otpResendSeconds(ctx),
      };
    },

    async reset(req: Request, res: Response, otpCode: string) {
      const state = pending(req, true);
      await throttle.hit(`pwd:otp:verify:${state.userCode}`, limits.otpAttempts);
      const answer = await legacy.verifyOtp(legacyContext(req, res), {
        resetUserName: state.userCode,
        resetNewPawd: state.resetNewPawd,
        otpCode,
        otpRecCode: state.otpRecCode as string,
      });
      if (answer.status !== 'S')
        throw new AppError(400, 'OTP_WRONG', answer.message || shellMessages.OTP_WRONG);
      await throttle.clear(`pwd:otp:verify:${state.userCode}`);
      delete req.session.passwordReset;
      return { message: shellMessages.PASSWORD_RESET_DONE };
    },

    /** Only for the employee number whose login in this browser session the core just refused with 519. */
    async expiryMail(req: Request, res: Response, userCode: string) {
      if (req.session.passwordExpired?.userCode !== userCode) {
        throw new AppError(403, 'EXPIRY_MAIL_NOT_ALLOWED', shellMessages.EXPIRY_MAIL_NOT_ALLOWED);
      }
      await throttle.hit(`pwd:mail:${userCode}`, limits.otpAttempts);
      await throttle.hit(`pwd:mail:ip:${req.ip}`, limits.otpAttempts * 5);
      const ctx = legacyContext(req, res);
      if (!ctx.state.cookies[XSRF_COOKIE]) await auth.publicKey(ctx); // opens the legacy session (XSRF token)
      const answer = await legacy.expiryMail(ctx, userCode);
      if (answer.status !== 'S') throw refused(answer);
      delete req.session.passwordExpired; // one mail per refusal
      return { message: answer.message || '' };
    },
  };
}

export type PasswordService = ReturnType<typeof passwordService>;
