import {
  errorMessages,
  legacyErrorCodes,
  robotCheckErrors,
  shellMessages,
} from '@agent-portal/contracts/messages';
import { AppError } from '../../common/app-error';
import type { Schema } from '../../http/bff-types';
import type { RequestContext } from '../../infra/request-context';
import type { Reservation, Throttle } from '../../infra/throttle';
import { sessionless } from '../../legacy/context';
import type { CallScope, LegacyContext } from '../../legacy/legacy-client';
import { isCaptchaRefusal, loginRefusal } from '../../legacy/quirks';
import type { AuthState } from '../../session/session-data';
import { DEFAULT_SESSION_TTL_SECONDS } from '../../session/session';
import { rsaEncrypt, type AuthLegacy, type LegacyLoginResult, type RecaptchaVerdict } from './auth.legacy';
import { roleOptions, userInfoAnswer } from './user-info';

export type LoginInput = Schema<'LoginRequest'>;
type LoginResult = Schema<'LoginResult'>;
type StepResult = Schema<'StepResult'>;

export interface AuthLimits {
  loginAttempts: number;
  otpAttempts: number;
  /** The OTP's per-client-IP allowance as a multiple of the per-user one. */
  ipFactor: number;
  /** Failed logins per client IP per `ipFailureWindowSeconds` (successful ones never count). */
  ipFailures: number;
  ipFailureWindowSeconds: number;
}

/**
 * The refusals that count against the client IP: the credentials were checked and found wrong (a wrong password or
 * unknown user, a wrong or missing captcha, a refused robot check, an account the core refuses). A robot check the
 * core cannot run (PARAM), maintenance, an unreachable core or a limit reached checked nothing.
 */
const FAILED_LOGIN = new Set([
  'LOGIN_FAILED',
  'CAPTCHA_WRONG',
  'RECAPTCHA_EXPIRED',
  'RECAPTCHA_FALLBACK',
  'LOGIN_REJECTED',
]);
const isFailedLogin = (err: unknown) => err instanceof AppError && FAILED_LOGIN.has(err.code);

/**
 * A refused password login (issue 43 Deliver 5), one line at warn for an audit: the employee number tried, the client
 * IP (as TRUST_PROXY decides) and the refusal's code (LOGIN_FAILED, CAPTCHA_WRONG, TOO_MANY_REQUESTS, a 516-519
 * code, ...); never the password, captcha or robot-check token (none is passed here).
 */
async function logFailure<T>(
  ctx: RequestContext,
  userCode: string,
  login: (failure: { reason?: string }) => Promise<T>,
): Promise<T> {
  // A finer reason than the answer's code, where the login knows one (the core's captcha refusal is LOGIN_FAILED).
  const failure: { reason?: string } = {};
  try {
    return await login(failure);
  } catch (err) {
    const reason = failure.reason ?? (err instanceof AppError ? err.code : 'SERVER_ERROR');
    ctx.log.warn(
      { audit: 'login-failed', reqId: ctx.requestId, userCode, clientIp: ctx.clientIp, reason },
      'login failed',
    );
    throw err;
  }
}

/** The core's robot-check refusals: EXPIRED asks to tick again, PARAM is a set-up problem, anything else falls back. */
function robotCheckRefusal(verdict: Partial<RecaptchaVerdict>): AppError | null {
  if (verdict.status === 'S') return null;
  const code: keyof typeof robotCheckErrors =
    verdict.errorType === 'EXPIRED'
      ? 'RECAPTCHA_EXPIRED'
      : verdict.errorType === 'PARAM'
        ? 'RECAPTCHA_PARAM'
        : 'RECAPTCHA_FALLBACK';
  return new AppError(409, code, robotCheckErrors[code]);
}

/**
 * The login story: password → (OTP) → role → done, one stage at a time, kept in the server-side session. The
 * session id changes after every step (password accepted, OTP verified, role picked); the legacy cookies and the
 * login state go along.
 */
export function authService(legacy: AuthLegacy, throttle: Throttle, limits: AuthLimits) {
  function requireStage(ctx: RequestContext, ...stages: AuthState['stage'][]): AuthState {
    const auth = ctx.session.get('auth');
    if (!auth || !stages.includes(auth.stage))
      throw new AppError(401, 'LOGIN_INCOMPLETE', errorMessages.UNAUTHORIZED);
    return auth;
  }

  /** The core checks the robot-check token with Google before the login may use it. */
  async function checkRobot(call: LegacyContext, recaptchaToken: string): Promise<void> {
    const refusal = robotCheckRefusal(await legacy.verifyRecaptcha(call, recaptchaToken));
    if (refusal) throw refusal;
  }

  /** After password (+OTP): one role is picked automatically, several go to the role step. */
  async function afterCredentials(ctx: RequestContext): Promise<StepResult> {
    const auth = requireStage(ctx, 'otp', 'role');
    ctx.session.set('auth', { ...auth, stage: 'role' });
    const roles = await legacy.roles(ctx.legacy());
    const only = roles.length === 1 ? roles[0] : undefined;
    if (only) return completeWithRole(ctx, only.branCode, only.roleCode);
    return { next: 'role', roles: roleOptions(roles) };
  }

  async function sessionTtl(call: LegacyContext): Promise<number> {
    try {
      const { timeout } = await legacy.timer(call);
      return timeout && timeout > 0 ? timeout : DEFAULT_SESSION_TTL_SECONDS;
    } catch (err) {
      if (err instanceof AppError && err.status === 401) throw err;
      call.log.warn({ err, reqId: call.requestId }, 'timer range failed; default session lifetime');
      return DEFAULT_SESSION_TTL_SECONDS;
    }
  }

  async function completeWithRole(
    ctx: RequestContext,
    branCode: string,
    roleCode: string,
  ): Promise<StepResult> {
    const call = ctx.legacy();
    const refusal = await legacy.pickRole(call, branCode, roleCode);
    if (refusal) throw new AppError(409, 'ROLE_REJECTED', refusal);
    const user = await legacy.userInfo(call);
    const ttlSeconds = await sessionTtl(call);
    const auth = ctx.session.get('auth') as AuthState;
    ctx.session.set('auth', {
      ...auth,
      stage: 'done',
      userCode: user.userCode || auth.userCode,
      branCode,
      roleCode,
      userName: user.userName,
    });
    ctx.session.set('ttlSeconds', ttlSeconds);
    await ctx.session.regenerateId();
    return { next: 'done' };
  }

  /**
   * Spec 1 §8's "system under maintenance or upgrade, login paused", said before any credentials reach the core:
   * 503 MAINTENANCE when the core answers activeYn N. A failed or odd answer lets the login go on; the login call
   * itself then meets the core's real state (docs/decisions.md).
   */
  async function refuseWhileClosed(scope: CallScope): Promise<void> {
    let activeYn: string | undefined;
    try {
      activeYn = await legacy.systemActive(sessionless(scope));
    } catch (err) {
      scope.log.warn({ err, reqId: scope.requestId }, 'system state unknown; the login goes on');
      return;
    }
    if (activeYn === 'N') throw new AppError(503, 'MAINTENANCE', errorMessages.MAINTENANCE);
  }

  /** After the core accepted the password (or a remote-login ticket): OTP when enabled, else the role step. */
  async function afterPassword(
    ctx: RequestContext,
    userCode: string,
    answer: Partial<Pick<LegacyLoginResult, 'loginOtpEnableYn' | 'mobileYn'>> | undefined,
  ): Promise<LoginResult> {
    const mobileYn = answer?.mobileYn === 'Y' ? 'Y' : 'N';
    const stage = answer?.loginOtpEnableYn === 'Y' ? 'otp' : 'role';
    ctx.session.set('auth', { stage, userCode, mobileYn });
    // A new login: its absolute lifetime starts here and is carried through OTP and role, never restarted by them.
    ctx.session.set('loginAt', Date.now());
    await ctx.session.regenerateId();
    if (stage === 'otp') return { next: 'otp', mobileYn };
    return { ...(await afterCredentials(ctx)), mobileYn };
  }

  return {
    afterPassword,
    refuseWhileClosed,

    /**
     * Two limits (docs/operations.md "Login limits"): per employee number, attempts whose password was tested
     * (cleared by a success); per client IP, failures only, with a larger allowance, so that an office behind one
     * address is not locked out by its own logins. Both are taken first, atomically (parallel attempts cannot pass
     * them), and given back when the attempt turns out not to count.
     */
    async login(ctx: RequestContext, input: LoginInput): Promise<LoginResult> {
      return logFailure(ctx, input.userCode, async (failure) => {
        const userKey = `login:user:${input.userCode}`;
        // Given back when the password was never tested (captcha or robot check refused, per-IP limit, core
        // unreachable): a wrong captcha locks nobody out.
        const attempt = await throttle.reserve(userKey, limits.loginAttempts);
        let passwordTested = false;
        let ipFailure: Reservation | undefined;
        let failed = false;
        try {
          ipFailure = await throttle.reserve(
            `login:failed:ip:${ctx.clientIp}`,
            limits.ipFailures,
            limits.ipFailureWindowSeconds,
          );
          return await passwordStep();
        } catch (err) {
          failed = isFailedLogin(err);
          throw err;
        } finally {
          if (!passwordTested) await attempt.release();
          if (!failed) await ipFailure?.release();
        }

        async function passwordStep(): Promise<LoginResult> {
          const recaptchaToken = input.recaptchaToken?.trim() ?? '';
          if (!recaptchaToken && !ctx.session.get('legacy')?.cookies?.JSESSIONID) {
            // No captcha was ever fetched for this browser session, so the typed captcha cannot be right.
            throw new AppError(401, 'CAPTCHA_WRONG', shellMessages.CAPTCHA_EXPIRED);
          }
          await refuseWhileClosed(ctx);
          ctx.session.set('auth', undefined);
          ctx.session.set('passwordExpired', undefined);
          const call = ctx.legacy();
          // Also opens the legacy session (and its XSRF token) when the robot check replaced the captcha image.
          const key = await legacy.publicKey(call);
          if (recaptchaToken) await checkRobot(call, recaptchaToken);
          const answer = await legacy.login(call, {
            username: rsaEncrypt(key, input.userCode),
            password: rsaEncrypt(key, input.password),
            captcha: recaptchaToken ? '' : (input.captcha ?? ''),
            recaptchaToken,
            noChangePwd: input.noChangePwd ?? 'N',
          });
          passwordTested = answer.status !== 401 || !isCaptchaRefusal(answer.body);
          if (answer.status === 401) {
            if (!passwordTested) failure.reason = 'CAPTCHA_WRONG';
            throw new AppError(401, 'LOGIN_FAILED', answer.body?.message || shellMessages.LOGIN_FAILED);
          }
          const refusal = loginRefusal(answer.status, answer.body);
          // The expiry mail (519 "not now") may then go to this employee number only.
          if (refusal === 519) ctx.session.set('passwordExpired', { userCode: input.userCode });
          if (refusal || answer.status !== 200) {
            const message = answer.body && 'message' in answer.body ? answer.body.message : undefined;
            throw new AppError(409, legacyErrorCodes[refusal ?? 516], message);
          }
          await throttle.clear(userKey);
          return await afterPassword(ctx, input.userCode, answer.body);
        }
      });
    },

    async sendOtp(ctx: RequestContext, sendTypeCode: 'E' | 'M'): Promise<Schema<'OtpSent'>> {
      const auth = requireStage(ctx, 'otp');
      await throttle.hit(`otp:send:${auth.userCode || ctx.session.id}`, limits.otpAttempts);
      // Per client IP, resends only: the first code of a login follows a right password, as a successful login
      // does, and an office's logins must not lock it out (issue 40 item 4).
      if (auth.otpRecCode)
        await throttle.hit(`otp:send:ip:${ctx.clientIp}`, limits.otpAttempts * limits.ipFactor);
      if (sendTypeCode === 'M' && auth.mobileYn !== 'Y')
        throw new AppError(400, 'OTP_NO_MOBILE', shellMessages.OTP_NO_MOBILE);
      const call = ctx.legacy();
      const answer = await legacy.sendOtp(call, sendTypeCode);
      if (answer.errorMsg || !answer.otpRecCode)
        throw new AppError(409, 'LEGACY_ERROR', answer.errorMsg || undefined);
      ctx.session.set('auth', { ...auth, otpRecCode: answer.otpRecCode });
      const fallback = sendTypeCode === 'E' ? shellMessages.OTP_SENT_EMAIL : shellMessages.OTP_SENT_MOBILE;
      return { message: answer.alertMsg || fallback, resendSeconds: await legacy.otpResendSeconds(call) };
    },

    async verifyOtp(ctx: RequestContext, otpCode: string): Promise<StepResult> {
      const auth = requireStage(ctx, 'otp');
      const key = `otp:verify:${auth.userCode || ctx.session.id}`;
      await throttle.hit(key, limits.otpAttempts);
      // Per client IP, wrong codes only (taken first, given back when the code was right or never checked).
      const ipFailure = await throttle.reserve(
        `otp:verify:ip:${ctx.clientIp}`,
        limits.otpAttempts * limits.ipFactor,
      );
      let wrong = false;
      try {
        if (!auth.otpRecCode) throw new AppError(400, 'OTP_WRONG', shellMessages.OTP_METHOD_REQUIRED);
        const result = await legacy.verifyOtp(ctx.legacy(), otpCode, auth.otpRecCode);
        wrong = !result.verified;
        if (wrong) throw new AppError(400, 'OTP_WRONG', result.errorMsg || shellMessages.OTP_WRONG);
      } finally {
        if (!wrong) await ipFailure.release();
      }
      await throttle.clear(key);
      ctx.session.set('auth', { ...auth, otpRecCode: undefined, stage: 'role' });
      await ctx.session.regenerateId();
      return afterCredentials(ctx);
    },

    async roles(ctx: RequestContext): Promise<{ roles: Schema<'RoleOption'>[] }> {
      requireStage(ctx, 'role', 'done');
      return { roles: roleOptions(await legacy.roles(ctx.legacy())) };
    },

    async pickRole(ctx: RequestContext, branCode: string, roleCode: string): Promise<StepResult> {
      requireStage(ctx, 'role', 'done');
      return completeWithRole(ctx, branCode, roleCode);
    },

    async me(ctx: RequestContext): Promise<Schema<'UserInfo'>> {
      const auth = requireStage(ctx, 'done');
      return userInfoAnswer(await legacy.userInfo(ctx.legacy()), auth);
    },

    async keepalive(ctx: RequestContext): Promise<Schema<'Remaining'>> {
      requireStage(ctx, 'done');
      await legacy.userInfo(ctx.legacy()); // slides the legacy session too
      return { remainingSeconds: ctx.session.get('ttlSeconds') ?? DEFAULT_SESSION_TTL_SECONDS };
    },

    async logout(ctx: RequestContext, isWait: 'Y' | 'N'): Promise<void> {
      if (ctx.session.get('legacy')?.cookies?.JSESSIONID) {
        try {
          await legacy.logout(ctx.legacy(), isWait);
        } catch (err) {
          // The browser session ends anyway; the core's own session then times out by itself.
          ctx.log.warn({ err, reqId: ctx.requestId }, 'legacy logout failed');
        }
      }
      await ctx.session.destroy();
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
