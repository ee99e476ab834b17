import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

/** The branch/role pairs of the user (login step 3, and the role switch on home). */
export type RoleOption = components['schemas']['RoleOption'];

export async function getRoles(): Promise<RoleOption[]> {
  const { roles } = await unwrap(apiClient.GET('/api/auth/roles'));
  return roles;
}
