import type { components } from '@agent-portal/contracts/generated/bff';
import { api, unwrap } from '@/lib/api-client';

/** The login steps show every error above the form, a 401 included. */
const client = api({ errors: 'inline' });

export type StepResult = components['schemas']['StepResult'];

export function postOtpVerify(otpCode: string): Promise<StepResult> {
  return unwrap(client.POST('/api/auth/otp/verify', { body: { otpCode } }));
}
