import type { components } from '@agent-portal/contracts/generated/bff';
import { api, unwrap, type ErrorPolicy } from '@/lib/api-client';

/** The branch/role pairs of the user (login step 3, and the role switch on home). */
export type RoleOption = components['schemas']['RoleOption'];

/**
 * The same endpoint serves two screens with different policies: the login step shows its errors inline, home's
 * role switch uses the global ones (a 401 there goes to login).
 */
export async function getRoles(errors: ErrorPolicy = 'default'): Promise<RoleOption[]> {
  const { roles } = await unwrap(api({ errors }).GET('/api/auth/roles'));
  return roles;
}
