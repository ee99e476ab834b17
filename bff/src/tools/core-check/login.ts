import pino from 'pino';
import { AppError } from '../../common/app-error';
import { LegacyClient, type LegacyContext } from '../../legacy/legacy-client';
import { loginRefusal } from '../../legacy/quirks';
import { authLegacy, rsaEncrypt } from '../../modules/auth';
import { callCore } from './core-call';
import type { Verdicts } from './verdicts';

/** How long the login's own calls may take (the BFF's default LOGIN timeout is of this order). */
const LOGIN_TIMEOUT_MS = 30_000;

export interface Credentials {
  userCode: string;
  password: string;
  /** The captcha's text, shown its image (SVG as the core sent it). */
  captcha: (image: string) => Promise<string>;
  /** The OTP's text, once the core sent one. */
  otp: () => Promise<string>;
}

/** A session of the core: its cookie jar (for core:check's raw calls), and a logout. */
export interface CoreSession {
  jar: Record<string, string>;
  logout: () => Promise<void>;
}

/**
 * Logs in the way the BFF does, through its own legacy calls (modules/auth: authLegacy, rsaEncrypt; the BFF's
 * legacy client): the RSA public key, the captcha, the password encrypted, the OTP when the core asks for one, the
 * first branch and role. Every answer on the way is checked like the reads (the client's watch records it and lets
 * the login go on). The session, or why the login stopped (a code or status, never a secret).
 */
export async function logIn(
  coreUrl: string,
  credentials: Credentials,
  verdicts: Verdicts,
): Promise<CoreSession | string> {
  const client = new LegacyClient(coreUrl, LOGIN_TIMEOUT_MS);
  client.watch = (_scope, answer) => {
    verdicts.record(answer);
    return answer.parsed !== null && typeof answer.parsed === 'object' ? answer.parsed : undefined;
  };
  const jar: Record<string, string> = {};
  const ctx: LegacyContext = {
    requestId: 'core-check',
    log: pino({ enabled: false }),
    state: { cookies: jar },
  };
  const auth = authLegacy(client, LOGIN_TIMEOUT_MS);
  const session: CoreSession = {
    jar,
    logout: async () => {
      await auth.logout(ctx, 'N').catch(() => undefined);
      await client.close();
    },
  };
  let step = 'the RSA public key';
  const attempt = async (): Promise<CoreSession | string> => {
    const publicKey = await auth.publicKey(ctx);
    if (typeof publicKey !== 'string' || publicKey === '') return 'the core sent no RSA public key';
    step = 'the captcha';
    const image = await callCore(coreUrl, jar, 'GET', '/captcha');
    verdicts.record(image);
    if (image.status !== 200) return `the captcha image was answered HTTP ${image.status}`;
    const captcha = await credentials.captcha(image.text);
    step = 'the password';
    const { status, body } = await auth.login(ctx, {
      username: rsaEncrypt(publicKey, credentials.userCode),
      password: rsaEncrypt(publicKey, credentials.password),
      captcha,
      recaptchaToken: '',
      noChangePwd: 'N',
    });
    const refusal = loginRefusal(status, body);
    if (status !== 200 || refusal) return `the login was refused (${refusal ?? `HTTP ${status}`})`;
    if (body?.loginOtpEnableYn === 'Y') {
      step = 'the OTP';
      const sent = await auth.sendOtp(ctx, 'E');
      if (!sent.otpRecCode) return 'the core sent no OTP (no otpRecCode)';
      const verdict = await auth.verifyOtp(ctx, await credentials.otp(), sent.otpRecCode);
      if (!verdict.verified) return 'the OTP was refused';
    }
    step = 'the role';
    const [role] = await auth.roles(ctx);
    if (!role) return 'the agent has no branch and role';
    const refused = await auth.pickRole(ctx, role.branCode, role.roleCode);
    if (refused !== null) return 'the core refused the first branch and role';
    return session;
  };
  const outcome = await attempt().catch((err: unknown) => {
    const code =
      err instanceof AppError ? err.code : ((err as { code?: string }).code ?? (err as Error).name);
    return `the login stopped at ${step} (${code})`;
  });
  if (typeof outcome === 'string') await client.close();
  return outcome;
}
