import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type ProposalOpening = components['schemas']['ProposalOpening'];

/** Where the wizard starts for an edit or a preview (spec 2 §4.3); the BFF enforces state, permissions, hours. */
export function openProposal(transCode: string, mode: 'edit' | 'preview'): Promise<ProposalOpening> {
  return unwrap(
    apiClient.GET('/api/proposals/{transCode}/open', {
      params: { path: { transCode }, query: { mode } },
    }),
  );
}
