import type { RoleOption } from '@/api/get-roles';
import type { UserInfo } from '@/api/get-me';
import { apiClient, unwrap } from '@/lib/api-client';

/** Switches the branch/role pair; answers the user info of the new role. */
export function postRoleSwitch({ branCode, roleCode }: RoleOption): Promise<UserInfo> {
  return unwrap(apiClient.POST('/api/auth/role/switch', { body: { branCode, roleCode } }));
}
