import { apiClient, unwrap } from '@/lib/api-client';
import type { LoginResult } from './post-login';

/** The remote-login entry: the other system's ticket (from, param) replaces password and captcha. */
export function postRemoteLogin(from: string, param: string): Promise<LoginResult> {
  return unwrap(apiClient.POST('/api/auth/remote', { body: { from, param } }));
}
