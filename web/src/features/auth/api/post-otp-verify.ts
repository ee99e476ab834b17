import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type StepResult = components['schemas']['StepResult'];

export function postOtpVerify(otpCode: string): Promise<StepResult> {
  return unwrap(apiClient.POST('/api/auth/otp/verify', { body: { otpCode } }));
}
