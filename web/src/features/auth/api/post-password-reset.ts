import { api, unwrap } from '@/lib/api-client';

/** The reset-password dialog shows its errors itself. */
const client = api({ errors: 'inline' });

/** Forgot password, step 3: the OTP sets the new password (answers 密碼設定完成，請重新登入系統！). */
export async function postPasswordReset(otpCode: string): Promise<string> {
  const { message } = await unwrap(client.POST('/api/auth/password/reset', { body: { otpCode } }));
  return message;
}
