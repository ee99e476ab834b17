import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type InsurerLink = components['schemas']['InsurerLink'];

/** The insurer's link (the case is then in state O), or the core's refusal as `errorMsg` (nothing changed). */
export function postJump(transCode: string): Promise<InsurerLink> {
  return unwrap(apiClient.POST('/api/proposals/{transCode}/jump', { params: { path: { transCode } } }));
}
