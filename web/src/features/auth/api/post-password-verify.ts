import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type PasswordVerifyRequest = components['schemas']['PasswordVerifyRequest'];

/** Forgot password, step 1: account, ID last 4 digits and the new password (answers 驗證成功). */
export async function postPasswordVerify(body: PasswordVerifyRequest): Promise<string> {
  const { message } = await unwrap(apiClient.POST('/api/auth/password/verify', { body }));
  return message;
}
