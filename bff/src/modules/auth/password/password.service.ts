import { shellMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../../common/app-error';
import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import type { Throttle } from '../../../infra/throttle';
import { XSRF_COOKIE } from '../../../legacy/cookies';
import type { PasswordResetState } from '../../../session/session-data';
import { rsaEncrypt, type AuthLegacy } from '../auth.legacy';
import type { PasswordLegacy, StatusMessage } from './password.legacy';

export type VerifyInput = Pick<Schema<'PasswordVerifyRequest'>, 'userCode' | 'idLast4' | 'newPassword'>;
type Message = Schema<'Message'>;

const refused = (answer: StatusMessage, fallback?: string) =>
  new AppError(409, 'LEGACY_ERROR', answer.message || fallback);

export interface PasswordLimits {
  otpAttempts: number;
  /** The per-client-IP allowance as a multiple of the per-user one. */
  ipFactor: number;
}

/** Forgot password (verify → OTP → reset) and the 519 expiry mail; public, inside the browser session. */
export function passwordService(
  legacy: PasswordLegacy,
  auth: Pick<AuthLegacy, 'publicKey' | 'otpResendSeconds'>,
  throttle: Throttle,
  limits: PasswordLimits,
) {
  function pending(ctx: RequestContext, needOtp = false): PasswordResetState {
    const state = ctx.session.get('passwordReset');
    if (!state || (needOtp && !state.otpRecCode)) {
      throw new AppError(409, 'LEGACY_ERROR', shellMessages.RESET_VERIFY_FIRST);
    }
    return state;
  }

  return {
    async verify(ctx: RequestContext, input: VerifyInput): Promise<Message> {
      await throttle.hit(`pwd:verify:${input.userCode}`, limits.otpAttempts);
      await throttle.hit(`pwd:verify:ip:${ctx.clientIp}`, limits.otpAttempts * limits.ipFactor);
      ctx.session.set('passwordReset', undefined);
      const call = ctx.legacy();
      // The key call also opens the legacy session when no captcha was fetched in this browser session.
      const resetNewPawd = rsaEncrypt(await auth.publicKey(call), input.newPassword);
      const answer = await legacy.verify(call, {
        resetUserName: input.userCode,
        resetIdn: input.idLast4,
        resetNewPawd,
      });
      if (answer.status !== 'S') throw refused(answer);
      await throttle.clear(`pwd:verify:${input.userCode}`);
      ctx.session.set('passwordReset', { userCode: input.userCode, resetNewPawd });
      return { message: shellMessages.VERIFY_OK };
    },

    async sendOtp(ctx: RequestContext): Promise<Schema<'OtpSent'>> {
      const state = pending(ctx);
      await throttle.hit(`pwd:otp:send:${state.userCode}`, limits.otpAttempts);
      const call = ctx.legacy();
      const answer = await legacy.sendOtp(call, state.userCode);
      if (answer.errorMsg || !answer.otpRecCode) {
        throw new AppError(409, 'LEGACY_ERROR', answer.errorMsg || undefined);
      }
      ctx.session.set('passwordReset', { ...state, otpRecCode: answer.otpRecCode });
      return {
        message: answer.alertMsg || shellMessages.OTP_SENT_EMAIL,
        resendSeconds: await auth.otpResendSeconds(call),
      };
    },

    async reset(ctx: RequestContext, otpCode: string): Promise<Message> {
      const state = pending(ctx, true);
      await throttle.hit(`pwd:otp:verify:${state.userCode}`, limits.otpAttempts);
      const answer = await legacy.verifyOtp(ctx.legacy(), {
        resetUserName: state.userCode,
        resetNewPawd: state.resetNewPawd,
        otpCode,
        otpRecCode: state.otpRecCode ?? '',
      });
      if (answer.status !== 'S')
        throw new AppError(400, 'OTP_WRONG', answer.message || shellMessages.OTP_WRONG);
      await throttle.clear(`pwd:otp:verify:${state.userCode}`);
      ctx.session.set('passwordReset', undefined);
      return { message: shellMessages.PASSWORD_RESET_DONE };
    },

    /** Only for the employee number whose login in this browser session the core just refused with 519. */
    async expiryMail(ctx: RequestContext, userCode: string): Promise<Message> {
      if (ctx.session.get('passwordExpired')?.userCode !== userCode) {
        throw new AppError(403, 'EXPIRY_MAIL_NOT_ALLOWED', shellMessages.EXPIRY_MAIL_NOT_ALLOWED);
      }
      await throttle.hit(`pwd:mail:${userCode}`, limits.otpAttempts);
      await throttle.hit(`pwd:mail:ip:${ctx.clientIp}`, limits.otpAttempts * limits.ipFactor);
      const call = ctx.legacy();
      if (!call.state.cookies[XSRF_COOKIE]) await auth.publicKey(call); // opens the legacy session (XSRF token)
      const answer = await legacy.expiryMail(call, userCode);
      if (answer.status !== 'S') throw refused(answer);
      ctx.session.set('passwordExpired', undefined); // one mail per refusal
      return { message: answer.message || '' };
    },
  };
}

export type PasswordService = ReturnType<typeof passwordService>;
