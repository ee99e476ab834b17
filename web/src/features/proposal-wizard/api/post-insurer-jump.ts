import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type InsurerLink = components['schemas']['InsurerLink'];

/**
 * The jump to the insurer (spec 2 §4.7, spec 3 §4): the link (the case is then in state O) or the core's refusal as
 * `errorMsg`. INTEGRATION POINT: g9 builds the wizard's one jump-to-insurer service; n7's jump calls this until it
 * lands, then the call site in steps/n7-written-analysis/use-remote-jump.ts switches to it.
 */
export function postInsurerJump(transCode: string): Promise<InsurerLink> {
  return unwrap(apiClient.POST('/api/proposals/{transCode}/jump', { params: { path: { transCode } } }));
}
