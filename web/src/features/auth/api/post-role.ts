import { apiClient, unwrap } from '@/lib/api-client';
import type { RoleOption } from './get-roles';
import type { StepResult } from './post-otp-verify';

export function postRole({ branCode, roleCode }: RoleOption): Promise<StepResult> {
  return unwrap(apiClient.POST('/api/auth/role', { body: { branCode, roleCode } }));
}
