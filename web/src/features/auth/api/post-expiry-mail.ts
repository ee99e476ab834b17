import { apiClient, unwrap } from '@/lib/api-client';

/** Password expired (519) and the user keeps it: the core mails a notice. */
export async function postExpiryMail(userCode: string): Promise<string> {
  const { message } = await unwrap(apiClient.POST('/api/auth/password/expiry-mail', { body: { userCode } }));
  return message;
}
