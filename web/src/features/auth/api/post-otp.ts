import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type OtpSent = components['schemas']['OtpSent'];
export type SendTypeCode = 'E' | 'M';

export function postOtp(sendTypeCode: SendTypeCode): Promise<OtpSent> {
  return unwrap(apiClient.POST('/api/auth/otp', { body: { sendTypeCode } }));
}
