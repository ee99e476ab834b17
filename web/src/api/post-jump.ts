import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type InsurerLink = components['schemas']['InsurerLink'];
/** For an unsigned mobile case, the visiting agent's declaration (issue 20); the BFF knows where the jump is from. */
export type JumpRequest = components['schemas']['JumpRequest'];

/**
 * The insurer's link (the case is then in state O), or the core's refusal as `errorMsg` (nothing changed). The BFF
 * refuses an incomplete case (409 JUMP_INCOMPLETE) and an unsigned one without the declaration (409
 * JUMP_NEEDS_DECLARATION): the api client shows the envelope's message.
 */
export function postJump(transCode: string, body: JumpRequest = {}): Promise<InsurerLink> {
  return unwrap(apiClient.POST('/api/proposals/{transCode}/jump', { params: { path: { transCode } }, body }));
}
