import NodeRSA from 'node-rsa';
import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';

export interface LegacyLoginAnswer {
  randomPageId?: string;
  loginOtpEnableYn?: 'Y' | 'N';
  mobileYn?: 'Y' | 'N';
  msg?: string;
  errorCode?: number;
  message?: string;
}
/** The core's robot-check verdict (POST /users/googleApiValidator). */
export interface RecaptchaVerdict {
  status?: 'S' | 'E';
  errorType?: 'ERROR' | 'EXPIRED' | 'PARAM' | null;
  message?: string;
}
export interface RoleOption {
  branCode: string;
  roleCode: string;
  roleName: string;
}
export interface LegacyUserInfo {
  userCode: string;
  userName: string;
  roleName: string;
  roleCode: string;
  branCode: string;
  [key: string]: unknown;
}

/** PKCS#1 v1.5, as the legacy front end's JSEncrypt does; base64 out. */
export function rsaEncrypt(publicKeyPem: string, text: string): string {
  const key = new NodeRSA(publicKeyPem, 'pkcs8-public-pem', { encryptionScheme: 'pkcs1' });
  return key.encrypt(text, 'base64');
}

/** The calls of the legacy login dance, one function each, typed by what the core answers. */
export function authLegacy(core: LegacyClient, loginTimeoutMs: number) {
  return {
    async publicKey(ctx: LegacyContext): Promise<string> {
      const { body } = await core.call<{ publicKey: string }>(ctx, 'GET', '/public/adm/com/getRsaPublicKey');
      return body.publicKey;
    },
    /** The robot check's site key, or null when the core has the check switched off. */
    async siteKey(ctx: LegacyContext): Promise<string | null> {
      const { body } = await core.call<{ siteKey?: string; enableYn?: string } | string>(
        ctx,
        'POST',
        '/public/adm/com/getGoogleSiteKey',
      );
      const answer = typeof body === 'object' && body !== null ? body : {};
      return answer.enableYn === 'Y' && answer.siteKey ? answer.siteKey : null;
    },
    async verifyRecaptcha(ctx: LegacyContext, recaptchaToken: string): Promise<RecaptchaVerdict> {
      const { body } = await core.call<RecaptchaVerdict | string>(ctx, 'POST', '/users/googleApiValidator', {
        json: { recaptchaToken },
      });
      return typeof body === 'object' && body !== null ? body : {};
    },
    login(ctx: LegacyContext, form: Record<string, string>) {
      return core.call<LegacyLoginAnswer>(ctx, 'POST', '/login', {
        form,
        timeoutMs: loginTimeoutMs,
        acceptStatuses: [401, 516, 517, 518, 519],
      });
    },
    async sendOtp(ctx: LegacyContext, sendTypeCode: 'E' | 'M') {
      const { body } = await core.call<{ otpRecCode?: string; alertMsg?: string; errorMsg?: string }>(
        ctx,
        'POST',
        '/users/sendOtpLogin',
        { json: { sendTypeCode } },
      );
      return body;
    },
    async verifyOtp(ctx: LegacyContext, otpCode: string, otpRecCode: string) {
      const { body } = await core.call<{ verifyYn?: string; erorrMsg?: string }>(
        ctx,
        'POST',
        '/users/verifyLoginOtp',
        {
          json: { otpCode, otpRecCode },
        },
      );
      return { verified: body.verifyYn === 'Y', errorMsg: body.erorrMsg };
    },
    async roles(ctx: LegacyContext): Promise<RoleOption[]> {
      const { body } = await core.call<RoleOption[]>(ctx, 'GET', '/users/branCodeRole');
      return Array.isArray(body) ? body : [];
    },
    /** Empty body means OK; any text is the refusal. */
    async pickRole(ctx: LegacyContext, branCode: string, roleCode: string): Promise<string | null> {
      const { text } = await core.call(ctx, 'POST', '/users/branCodeRole', { json: { branCode, roleCode } });
      return text.trim() === '' ? null : text.trim();
    },
    async userInfo(ctx: LegacyContext): Promise<LegacyUserInfo> {
      const { body } = await core.call<LegacyUserInfo>(ctx, 'GET', '/public/userInfo');
      return body;
    },
    async timer(ctx: LegacyContext): Promise<{ timeout: number; remindTimeout: number }> {
      const { body } = await core.call<{ timeout: number; remindTimeout: number }>(
        ctx,
        'GET',
        '/adm/com/timerrange',
      );
      return body;
    },
    async otpResendSeconds(ctx: LegacyContext): Promise<number> {
      const { body } = await core.call<{ parameterValue?: string } | string>(
        ctx,
        'GET',
        '/public/adm/com/singleParmd',
        {
          query: { type: 'SYS', code: 'OTP_RESEND_SECONDS' },
        },
      );
      const value = Number(typeof body === 'object' ? body?.parameterValue : undefined);
      return Number.isFinite(value) && value > 0 ? value : 60;
    },
    async logout(ctx: LegacyContext, isWait: 'Y' | 'N') {
      await core.call(ctx, 'POST', '/logout', { form: { isWait }, acceptStatuses: [401, 403] });
    },
  };
}

export type AuthLegacy = ReturnType<typeof authLegacy>;
