import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../../legacy/legacy-client';

/** The legacy's "status S/E plus message" verdict (empty when the core sent no body). */
export type StatusMessage = Partial<components['schemas']['StatusMessage']>;
export type OtpSendAnswer = Partial<components['schemas']['OtpSendResult']>;

/** The forgot-password and expiry-mail calls (public paths, inside the browser's legacy session). */
export function passwordLegacy(core: LegacyClient) {
  return {
    async verify(
      ctx: LegacyContext,
      json: { resetUserName: string; resetIdn: string; resetNewPawd: string },
    ): Promise<StatusMessage> {
      return (await core.post(ctx, '/public/forgetPawd/vertifyRePawd', { json })).body ?? {};
    },
    async sendOtp(ctx: LegacyContext, userCode: string): Promise<OtpSendAnswer> {
      const { body } = await core.post(ctx, '/public/forgetPawd/sendOtpForgetPawdOtp', {
        json: { userCode },
      });
      return body ?? {};
    },
    async verifyOtp(
      ctx: LegacyContext,
      json: { resetUserName: string; resetNewPawd: string; otpCode: string; otpRecCode: string },
    ): Promise<StatusMessage> {
      return (await core.post(ctx, '/public/forgetPawd/verifyForgetPawdOtp', { json })).body ?? {};
    },
    async expiryMail(ctx: LegacyContext, userCode: string): Promise<StatusMessage> {
      const { body } = await core.post(ctx, '/public/forgetPawd/pwExpireSendMail', { json: { userCode } });
      return body ?? {};
    },
  };
}

export type PasswordLegacy = ReturnType<typeof passwordLegacy>;
