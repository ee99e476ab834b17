import NodeRSA from 'node-rsa';
import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../legacy/legacy-client';
import { emptyMeansOk, otpVerdict } from '../../legacy/quirks';
import { documented } from '../../legacy/documented-body';

export type RecaptchaVerdict = components['schemas']['RecaptchaVerdict'];
export type LegacyLoginResult = components['schemas']['LoginResult'];
export type LegacyUserInfo = components['schemas']['UserInfo'];
export type LegacyRole = components['schemas']['BranchRole'];

/** PKCS#1 v1.5, as the legacy front end's JSEncrypt does; base64 out. */
export function rsaEncrypt(publicKeyPem: string, text: string): string {
  const key = new NodeRSA(publicKeyPem, 'pkcs8-public-pem', { encryptionScheme: 'pkcs1' });
  return key.encrypt(text, 'base64');
}

/** The system-state question before a login is a quick one: a core that does not answer soon is asked no longer. */
const SYSTEM_ACTIVE_TIMEOUT_MS = 5000;

/** The calls of the legacy login dance, one function each (paths and shapes from legacy.yaml). */
export function authLegacy(core: LegacyClient, loginTimeoutMs: number) {
  return {
    /** Spec 1 §7 /public/systemActive (x-assumed): N while the core is closed for maintenance or an upgrade. */
    async systemActive(ctx: LegacyContext): Promise<'Y' | 'N' | undefined> {
      const { body } = await core.get(ctx, '/public/systemActive', { timeoutMs: SYSTEM_ACTIVE_TIMEOUT_MS });
      return body?.activeYn;
    },
    async publicKey(ctx: LegacyContext): Promise<string> {
      const { body } = await core.get(ctx, '/public/adm/com/getRsaPublicKey');
      return documented(body).publicKey;
    },
    /** The robot check's site key, or null when the core has the check switched off. */
    async siteKey(ctx: LegacyContext): Promise<string | null> {
      const { body } = await core.post(ctx, '/public/adm/com/getGoogleSiteKey');
      return body?.enableYn === 'Y' && body.siteKey ? body.siteKey : null;
    },
    async verifyRecaptcha(ctx: LegacyContext, recaptchaToken: string): Promise<Partial<RecaptchaVerdict>> {
      const { body } = await core.post(ctx, '/users/googleApiValidator', { json: { recaptchaToken } });
      return body ?? {};
    },
    /** The password step; the 401 and 516-519 refusals come back as results (the login story reads them). */
    login(
      ctx: LegacyContext,
      form: {
        username: string;
        password: string;
        captcha: string;
        recaptchaToken: string;
        noChangePwd: 'Y' | 'N';
      },
    ) {
      return core.post(ctx, '/login', {
        form,
        timeoutMs: loginTimeoutMs,
        acceptStatuses: [401, 516, 517, 518, 519],
      });
    },
    async sendOtp(ctx: LegacyContext, sendTypeCode: 'E' | 'M') {
      const { body } = await core.post(ctx, '/users/sendOtpLogin', { json: { sendTypeCode } });
      return { otpRecCode: body?.otpRecCode, alertMsg: body?.alertMsg, errorMsg: body?.errorMsg };
    },
    async verifyOtp(ctx: LegacyContext, otpCode: string, otpRecCode: string) {
      const { body } = await core.post(ctx, '/users/verifyLoginOtp', { json: { otpCode, otpRecCode } });
      return otpVerdict(body);
    },
    async roles(ctx: LegacyContext): Promise<LegacyRole[]> {
      const { body } = await core.get(ctx, '/users/branCodeRole');
      return documented(body);
    },
    /** null when the core took the pick, else its refusal text. */
    async pickRole(ctx: LegacyContext, branCode: string, roleCode: string): Promise<string | null> {
      const { text } = await core.post(ctx, '/users/branCodeRole', { json: { branCode, roleCode } });
      return emptyMeansOk(text);
    },
    async userInfo(ctx: LegacyContext): Promise<Partial<LegacyUserInfo>> {
      const { body } = await core.get(ctx, '/public/userInfo');
      return body ?? {};
    },
    async timer(ctx: LegacyContext): Promise<{ timeout?: number; remindTimeout?: number }> {
      const { body } = await core.get(ctx, '/adm/com/timerrange');
      return body ?? {};
    },
    async otpResendSeconds(ctx: LegacyContext): Promise<number> {
      const { body } = await core.get(ctx, '/public/adm/com/singleParmd', {
        query: { type: 'SYS', code: 'OTP_RESEND_SECONDS' },
      });
      const value = Number(body?.parameterValue);
      return Number.isFinite(value) && value > 0 ? value : 60;
    },
    async logout(ctx: LegacyContext, isWait: 'Y' | 'N') {
      await core.post(ctx, '/logout', { form: { isWait }, acceptStatuses: [403] });
    },
  };
}

export type AuthLegacy = ReturnType<typeof authLegacy>;

/** The captcha image (streamed by the proxy, not a reshaped call). */
export const CAPTCHA_PATH = '/captcha';
