import type { components } from '@agent-portal/contracts/generated/bff';
import { api, unwrap } from '@/lib/api-client';

/** The login steps show every error above the form, a 401 included. */
const client = api({ errors: 'inline' });

export type OtpSent = components['schemas']['OtpSent'];
export type SendTypeCode = 'E' | 'M';

export function postOtp(sendTypeCode: SendTypeCode): Promise<OtpSent> {
  return unwrap(client.POST('/api/auth/otp', { body: { sendTypeCode } }));
}
