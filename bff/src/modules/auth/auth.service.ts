import type { Request, Response } from 'express';
import {
  errorMessages,
  legacyErrorCodes,
  robotCheckErrors,
  shellMessages,
} from '@agent-portal/contracts/messages';
import { AppError } from '../../common/app-error';
import type { Throttle } from '../../common/throttle';
import { legacyContext } from '../../legacy/context';
import type { AuthState } from '../../session/session-data';
import { DEFAULT_SESSION_TTL_SECONDS } from '../../session/session';
import type { LegacyContext } from '../../legacy/legacy-client';
import type { AuthLegacy, LegacyLoginAnswer, RecaptchaVerdict, RoleOption } from './auth.legacy';
import { rsaEncrypt } from './auth.legacy';

export interface LoginInput {
  userCode: string;
  password: string;
  /** The typed captcha; not needed when recaptchaToken is sent (loginSchema). */
  captcha?: string;
  recaptchaToken?: string;
  noChangePwd?: 'Y' | 'N';
}
type Next = { next: 'role'; roles: RoleOption[] } | { next: 'done' };

interface Limits {
  loginAttempts: number;
  otpAttempts: number;
}

const REFUSALS = [516, 517, 518, 519] as const;

/** The core's robot-check refusals: EXPIRED asks to tick again, PARAM is a set-up problem, anything else falls back. */
function robotCheckRefusal(verdict: RecaptchaVerdict): AppError | null {
  if (verdict.status === 'S') return null;
  const code: keyof typeof robotCheckErrors =
    verdict.errorType === 'EXPIRED'
      ? 'RECAPTCHA_EXPIRED'
      : verdict.errorType === 'PARAM'
        ? 'RECAPTCHA_PARAM'
        : 'RECAPTCHA_FALLBACK';
  return new AppError(409, code, robotCheckErrors[code]);
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}

/** The login story: password → (OTP) → role → done, one stage at a time, kept in the server-side session. */
export function authService(legacy: AuthLegacy, throttle: Throttle, limits: Limits) {
  function requireStage(req: Request, ...stages: AuthState['stage'][]): AuthState {
    const auth = req.session.auth;
    if (!auth || !stages.includes(auth.stage))
      throw new AppError(401, 'LOGIN_INCOMPLETE', errorMessages.UNAUTHORIZED);
    return auth;
  }

  /** The core checks the robot-check token with Google before the login may use it. */
  async function checkRobot(ctx: LegacyContext, recaptchaToken: string): Promise<void> {
    const refusal = robotCheckRefusal(await legacy.verifyRecaptcha(ctx, recaptchaToken));
    if (refusal) throw refusal;
  }

  /** After password (+OTP): one role is picked automatically, several go to the role step. */
  async function afterCredentials(req: Request, res: Response): Promise<Next> {
    const auth = req.session.auth as AuthState;
    auth.stage = 'role';
    const roles = await legacy.roles(legacyContext(req, res));
    const only = roles.length === 1 ? roles[0] : undefined;
    if (only) return completeWithRole(req, res, only.branCode, only.roleCode);
    return { next: 'role', roles };
  }

  async function completeWithRole(
    req: Request,
    res: Response,
    branCode: string,
    roleCode: string,
  ): Promise<Next> {
    const ctx = legacyContext(req, res);
    const refusal = await legacy.pickRole(ctx, branCode, roleCode);
    if (refusal) throw new AppError(409, 'ROLE_REJECTED', refusal);
    const user = await legacy.userInfo(ctx);
    const timer = await legacy.timer(ctx).catch(() => ({ timeout: DEFAULT_SESSION_TTL_SECONDS }));
    const carried = { legacy: req.session.legacy, auth: req.session.auth as AuthState };
    // A new session id once the login completes: the pre-login id must no longer resolve.
    await regenerate(req);
    req.session.legacy = carried.legacy;
    req.session.auth = {
      ...carried.auth,
      stage: 'done',
      userCode: user.userCode || carried.auth.userCode,
      branCode,
      roleCode,
      userName: user.userName,
    };
    req.session.ttlSeconds = timer.timeout > 0 ? timer.timeout : DEFAULT_SESSION_TTL_SECONDS;
    return { next: 'done' };
  }

  /** After the core accepted the password (or a remote-login ticket): OTP when enabled, else the role step. */
  async function afterPassword(
    req: Request,
    res: Response,
    userCode: string,
    answer: Pick<LegacyLoginAnswer, 'loginOtpEnableYn' | 'mobileYn'> | undefined,
  ) {
    const mobileYn = answer?.mobileYn === 'Y' ? 'Y' : 'N';
    req.session.auth = { stage: answer?.loginOtpEnableYn === 'Y' ? 'otp' : 'role', userCode, mobileYn };
    if (req.session.auth.stage === 'otp') return { next: 'otp' as const, mobileYn };
    return { ...(await afterCredentials(req, res)), mobileYn };
  }

  return {
    afterPassword,

    async login(req: Request, res: Response, input: LoginInput) {
      await throttle.hit(`login:user:${input.userCode}`, limits.loginAttempts);
      await throttle.hit(`login:ip:${req.ip}`, limits.loginAttempts * 5);
      const recaptchaToken = input.recaptchaToken?.trim() ?? '';
      if (!recaptchaToken && !req.session.legacy?.cookies?.JSESSIONID) {
        // No captcha was ever fetched for this browser session, so the typed captcha cannot be right.
        throw new AppError(401, 'CAPTCHA_WRONG', shellMessages.CAPTCHA_EXPIRED);
      }
      delete req.session.auth;
      delete req.session.passwordExpired;
      const ctx = legacyContext(req, res);
      // Also opens the legacy session (and its XSRF token) when the robot check replaced the captcha image.
      const key = await legacy.publicKey(ctx);
      if (recaptchaToken) await checkRobot(ctx, recaptchaToken);
      const { status, body } = await legacy.login(ctx, {
        username: rsaEncrypt(key, input.userCode),
        password: rsaEncrypt(key, input.password),
        captcha: recaptchaToken ? '' : (input.captcha ?? ''),
        recaptchaToken,
        noChangePwd: input.noChangePwd ?? 'N',
      });
      if (status === 401)
        throw new AppError(401, 'LOGIN_FAILED', body?.message || shellMessages.LOGIN_FAILED);
      const refusal = REFUSALS.find((c) => c === status || c === body?.errorCode);
      // The expiry mail (519 "not now") may then go to this employee number only.
      if (refusal === 519) req.session.passwordExpired = { userCode: input.userCode };
      if (refusal) throw new AppError(409, legacyErrorCodes[refusal], body?.message);
      await throttle.clear(`login:user:${input.userCode}`);
      return afterPassword(req, res, input.userCode, body);
    },

    async sendOtp(req: Request, res: Response, sendTypeCode: 'E' | 'M') {
      const auth = requireStage(req, 'otp');
      await throttle.hit(`otp:send:${auth.userCode || req.sessionID}`, limits.otpAttempts);
      if (sendTypeCode === 'M' && auth.mobileYn !== 'Y')
        throw new AppError(400, 'OTP_NO_MOBILE', shellMessages.OTP_NO_MOBILE);
      const ctx = legacyContext(req, res);
      const answer = await legacy.sendOtp(ctx, sendTypeCode);
      if (answer.errorMsg || !answer.otpRecCode)
        throw new AppError(409, 'LEGACY_ERROR', answer.errorMsg || undefined);
      auth.otpRecCode = answer.otpRecCode;
      const fallback = sendTypeCode === 'E' ? shellMessages.OTP_SENT_EMAIL : shellMessages.OTP_SENT_MOBILE;
      return { message: answer.alertMsg || fallback, resendSeconds: await legacy.otpResendSeconds(ctx) };
    },

    async verifyOtp(req: Request, res: Response, otpCode: string) {
      const auth = requireStage(req, 'otp');
      await throttle.hit(`otp:verify:${auth.userCode || req.sessionID}`, limits.otpAttempts);
      if (!auth.otpRecCode) throw new AppError(400, 'OTP_WRONG', shellMessages.OTP_METHOD_REQUIRED);
      const result = await legacy.verifyOtp(legacyContext(req, res), otpCode, auth.otpRecCode);
      if (!result.verified) throw new AppError(400, 'OTP_WRONG', result.errorMsg || shellMessages.OTP_WRONG);
      await throttle.clear(`otp:verify:${auth.userCode || req.sessionID}`);
      delete auth.otpRecCode;
      return afterCredentials(req, res);
    },

    async roles(req: Request, res: Response) {
      requireStage(req, 'role', 'done');
      return { roles: await legacy.roles(legacyContext(req, res)) };
    },

    async pickRole(req: Request, res: Response, branCode: string, roleCode: string) {
      requireStage(req, 'role', 'done');
      return completeWithRole(req, res, branCode, roleCode);
    },

    async me(req: Request, res: Response) {
      requireStage(req, 'done');
      return legacy.userInfo(legacyContext(req, res));
    },

    async keepalive(req: Request, res: Response) {
      requireStage(req, 'done');
      await legacy.userInfo(legacyContext(req, res)); // slides the legacy session too
      req.session.touch();
      return { remainingSeconds: req.session.ttlSeconds ?? DEFAULT_SESSION_TTL_SECONDS };
    },

    async logout(req: Request, res: Response, isWait: 'Y' | 'N') {
      if (req.session.legacy?.cookies?.JSESSIONID) {
        await legacy
          .logout(legacyContext(req, res), isWait)
          .catch((err) => req.log.warn({ err }, 'legacy logout failed'));
      }
      await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
