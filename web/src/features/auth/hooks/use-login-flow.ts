import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { normalizeUserCode } from '@agent-portal/contracts/rules';
import { ME_KEY, getMe } from '@/api/get-me';
import { paths } from '@/config/paths';
import { logAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { inlineErrorText } from '@/lib/error-policy';
import { getRoles, type RoleOption } from '../api/get-roles';
import { postExpiryMail } from '../api/post-expiry-mail';
import { postLogin, type LoginRequest, type LoginResult } from '../api/post-login';
import type { StepResult } from '../api/post-otp-verify';
import { decideRefusal, type Refusal } from '../utils/login-refusal';

export type LoginStep =
  { name: 'credentials' } | { name: 'otp'; mobileYn: 'Y' | 'N' } | { name: 'role'; roles: RoleOption[] };

/** What a login step answers (bff.yaml): the password step may lead to the OTP, every step to the role pick or home. */
export type NextStep = LoginResult | StepResult;

export interface ResetRequest {
  userCode: string;
  forced: boolean;
}

/** Asks the user a yes/no question (the page renders antd's confirm); resolves true on yes. */
export type Confirm = (content: string, labels?: { ok: string; cancel: string }) => Promise<boolean>;

/**
 * The three login steps (spec 1, section 4). Each step calls its endpoint and hands the answer to `advance`;
 * `run` turns an API error into the message above the form and a new captcha, without reloading.
 * Login refusals 517/518/519 lead to the reset-password dialog (section 8).
 */
export function useLoginFlow(confirm: Confirm, initialReset: string | null) {
  const navigate = useNavigate();
  const [step, setStep] = useState<LoginStep>({ name: 'credentials' });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());
  const [reset, setReset] = useState<ResetRequest | null>(
    initialReset ? { userCode: normalizeUserCode(initialReset), forced: false } : null,
  );
  // 519 "no": the next login of this employee number keeps the expired password (noChangePwd Y).
  const keepExpired = useRef<string | null>(null);

  const refreshCaptcha = useCallback(() => setCaptchaStamp(Date.now()), []);

  async function advance(result: NextStep): Promise<void> {
    if (result.next === 'otp') {
      setStep({ name: 'otp', mobileYn: result.mobileYn });
    } else if (result.next === 'role') {
      // The BFF picks a single pair itself (it answers `done`), so `role` means a real choice.
      setStep({ name: 'role', roles: result.roles ?? (await getRoles('inline')) });
    } else {
      const me = await getMe();
      await mutate(ME_KEY, me, { revalidate: false });
      navigate(paths.home, { replace: true });
    }
  }

  /** Runs a step; resolves the error code when it failed (its message is shown), else null. */
  async function run(
    call: () => Promise<NextStep | void>,
    onRefusal?: (refusal: Refusal, message: string) => Promise<void>,
  ): Promise<string | null> {
    setError(null);
    try {
      const result = await call();
      if (result) await advance(result);
      return null;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      refreshCaptcha();
      const refusal = decideRefusal(e.body.code);
      // The credentials step shows these with the robot check (or the typed captcha replacing it).
      if (refusal === 'robot-check') return e.body.code;
      // 516, 517 and every other error: the message above the form; 518/519 ask in a confirm instead.
      if (refusal === 'message' || refusal === 'message-then-reset' || !onRefusal)
        setError(inlineErrorText(e.body));
      if (onRefusal && refusal !== 'message') await onRefusal(refusal, e.body.message);
      return e.body.code;
    }
  }

  /** Step 1, with the refusals that open the reset dialog or keep an expired password. */
  async function login(credentials: Omit<LoginRequest, 'noChangePwd'>): Promise<string | null> {
    const { userCode } = credentials;
    const noChangePwd = keepExpired.current === userCode ? ('Y' as const) : undefined;
    setNotice(null);
    logAccess('LoginPage', 'login', userCode);
    return run(
      () => postLogin(noChangePwd ? { ...credentials, noChangePwd } : credentials),
      async (refusal, message) => {
        if (refusal === 'message-then-reset') setReset({ userCode, forced: true });
        else if (refusal === 'confirm-reset') {
          if (await confirm(message)) setReset({ userCode, forced: false });
        } else if (await confirm(message, { ok: '是', cancel: '否' })) {
          setReset({ userCode, forced: false });
        } else {
          await keepExpiredPassword(userCode);
        }
      },
    );
  }

  /** 519 "no": the core mails an expiry notice; the captcha is single use, so the user types a new one. */
  async function keepExpiredPassword(userCode: string): Promise<void> {
    try {
      const message = await postExpiryMail(userCode);
      keepExpired.current = userCode;
      setNotice(`${message.replace(/[。.!！\s]*$/, '')}。${KEEP_EXPIRED_HINT}`);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(e.body.message);
    }
  }

  return {
    step,
    error,
    setError,
    notice,
    captchaStamp,
    refreshCaptcha,
    run,
    login,
    reset,
    /** Back to step 1 from the OTP or role step (the next login starts the dance anew in the BFF). */
    restart: () => {
      setError(null);
      setNotice(null);
      refreshCaptcha();
      setStep({ name: 'credentials' });
    },
    openReset: (userCode: string) => setReset({ userCode, forced: false }),
    closeReset: () => setReset(null),
  };
}

/** Shown after the expiry mail: the login goes on with the same password once the captcha or robot check is redone. */
export const KEEP_EXPIRED_HINT =
  '請重新完成驗證（輸入新的驗證碼或勾選「我不是機器人」）後再按登入，將以原密碼繼續登入。';
