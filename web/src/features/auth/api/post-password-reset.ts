import { apiClient, unwrap } from '@/lib/api-client';

/** Forgot password, step 3: the OTP sets the new password (answers 密碼設定完成，請重新登入系統！). */
export async function postPasswordReset(otpCode: string): Promise<string> {
  const { message } = await unwrap(apiClient.POST('/api/auth/password/reset', { body: { otpCode } }));
  return message;
}
