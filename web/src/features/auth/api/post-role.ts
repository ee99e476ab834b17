import { api, unwrap } from '@/lib/api-client';

/** The login steps show every error above the form, a 401 included. */
const client = api({ errors: 'inline' });
import type { RoleOption } from './get-roles';
import type { StepResult } from './post-otp-verify';

export function postRole({ branCode, roleCode }: RoleOption): Promise<StepResult> {
  return unwrap(client.POST('/api/auth/role', { body: { branCode, roleCode } }));
}
