import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';

/** The legacy's "status S/E plus message" verdict. */
export interface StatusMessage {
  status?: 'S' | 'E';
  message?: string;
}
export interface OtpSendAnswer {
  otpRecCode?: string | null;
  alertMsg?: string | null;
  errorMsg?: string | null;
}

/** The forgot-password and expiry-mail calls (public paths, inside the browser's legacy session). */
export function passwordLegacy(core: LegacyClient) {
  async function post<T>(ctx: LegacyContext, path: string, json: Record<string, string>): Promise<T> {
    const { body } = await core.call<T | string>(ctx, 'POST', path, { json });
    return (typeof body === 'object' && body !== null ? body : {}) as T;
  }
  return {
    verify(ctx: LegacyContext, form: { resetUserName: string; resetIdn: string; resetNewPawd: string }) {
      return post<StatusMessage>(ctx, '/public/forgetPawd/vertifyRePawd', form);
    },
    sendOtp(ctx: LegacyContext, userCode: string) {
      return post<OtpSendAnswer>(ctx, '/public/forgetPawd/sendOtpForgetPawdOtp', { userCode });
    },
    verifyOtp(
      ctx: LegacyContext,
      form: { resetUserName: string; resetNewPawd: string; otpCode: string; otpRecCode: string },
    ) {
      return post<StatusMessage>(ctx, '/public/forgetPawd/verifyForgetPawdOtp', form);
    },
    expiryMail(ctx: LegacyContext, userCode: string) {
      return post<StatusMessage>(ctx, '/public/forgetPawd/pwExpireSendMail', { userCode });
    },
  };
}

export type PasswordLegacy = ReturnType<typeof passwordLegacy>;
