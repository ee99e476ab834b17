import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type LoginRequest = components['schemas']['LoginRequest'];
export type LoginResult = components['schemas']['LoginResult'];

export function postLogin(body: LoginRequest): Promise<LoginResult> {
  return unwrap(apiClient.POST('/api/auth/login', { body }));
}
