import { apiClient, unwrap } from '@/lib/api-client';
import type { OtpSent } from './post-otp';

/** Forgot password, step 2: the core e-mails the OTP to the verified employee. */
export function postPasswordOtp(): Promise<OtpSent> {
  return unwrap(apiClient.POST('/api/auth/password/otp'));
}
