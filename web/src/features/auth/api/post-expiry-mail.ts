import { api, unwrap } from '@/lib/api-client';

/** The login page shows a refused expiry mail itself. */
const client = api({ errors: 'inline' });

/** Password expired (519) and the user keeps it: the core mails a notice. */
export async function postExpiryMail(userCode: string): Promise<string> {
  const { message } = await unwrap(client.POST('/api/auth/password/expiry-mail', { body: { userCode } }));
  return message;
}
