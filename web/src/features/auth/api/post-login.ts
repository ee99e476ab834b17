import type { components } from '@agent-portal/contracts/generated/bff';
import { api, unwrap } from '@/lib/api-client';

/** The login steps show every error above the form, a 401 included. */
const client = api({ errors: 'inline' });

export type LoginRequest = components['schemas']['LoginRequest'];
export type LoginResult = components['schemas']['LoginResult'];

export function postLogin(body: LoginRequest): Promise<LoginResult> {
  return unwrap(client.POST('/api/auth/login', { body }));
}
