import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { mutate } from 'swr';
import { ME_KEY, getMe } from '@/api/get-me';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { getRoles, type RoleOption } from '../api/get-roles';
import { postRole } from '../api/post-role';

export type LoginStep =
  { name: 'credentials' } | { name: 'otp'; mobileYn: 'Y' | 'N' } | { name: 'role'; roles: RoleOption[] };

export interface NextStep {
  next: 'otp' | 'role' | 'done';
  mobileYn?: 'Y' | 'N';
  roles?: RoleOption[];
}

/**
 * The three login steps (spec 1, section 4). Each step calls its endpoint and hands the answer to `advance`;
 * `run` turns an API error into the message above the form and a new captcha, without reloading.
 */
export function useLoginFlow() {
  const navigate = useNavigate();
  const [step, setStep] = useState<LoginStep>({ name: 'credentials' });
  const [error, setError] = useState<string | null>(null);
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now());

  const refreshCaptcha = useCallback(() => setCaptchaStamp(Date.now()), []);

  async function advance(result: NextStep): Promise<void> {
    if (result.next === 'otp') {
      setStep({ name: 'otp', mobileYn: result.mobileYn ?? 'N' });
    } else if (result.next === 'role') {
      const roles = result.roles ?? (await getRoles());
      // A single pair is chosen without asking.
      if (roles.length === 1 && roles[0]) await advance(await postRole(roles[0]));
      else setStep({ name: 'role', roles });
    } else {
      const me = await getMe();
      await mutate(ME_KEY, me, { revalidate: false });
      navigate(paths.home, { replace: true });
    }
  }

  async function run(call: () => Promise<NextStep | void>): Promise<void> {
    setError(null);
    try {
      const result = await call();
      if (result) await advance(result);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(e.body.message);
      refreshCaptcha();
    }
  }

  return { step, error, setError, captchaStamp, refreshCaptcha, run };
}
