import { api, unwrap } from '@/lib/api-client';

/** The remote-login entry shows its errors itself. */
const client = api({ errors: 'inline' });
import type { LoginResult } from './post-login';

/** The remote-login entry: the other system's ticket (from, param) replaces password and captcha. */
export function postRemoteLogin(from: string, param: string): Promise<LoginResult> {
  return unwrap(client.POST('/api/auth/remote', { body: { from, param } }));
}
