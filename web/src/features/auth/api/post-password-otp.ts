import { api, unwrap } from '@/lib/api-client';

/** The reset-password dialog shows its errors itself. */
const client = api({ errors: 'inline' });
import type { OtpSent } from './post-otp';

/** Forgot password, step 2: the core e-mails the OTP to the verified employee. */
export function postPasswordOtp(): Promise<OtpSent> {
  return unwrap(client.POST('/api/auth/password/otp'));
}
