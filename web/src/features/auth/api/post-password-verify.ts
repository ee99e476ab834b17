import type { components } from '@agent-portal/contracts/generated/bff';
import { api, unwrap } from '@/lib/api-client';

/** The reset-password dialog shows its errors itself. */
const client = api({ errors: 'inline' });

export type PasswordVerifyRequest = components['schemas']['PasswordVerifyRequest'];

/** Forgot password, step 1: account, ID last 4 digits and the new password (answers 驗證成功). */
export async function postPasswordVerify(body: PasswordVerifyRequest): Promise<string> {
  const { message } = await unwrap(client.POST('/api/auth/password/verify', { body }));
  return message;
}
