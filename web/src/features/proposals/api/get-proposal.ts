import { apiClient, unwrap } from '@/lib/api-client';
import type { ProposalRow } from './get-proposals';

/** One proposal's row with its actions (`aTransCode`); 404 PROPOSAL_NOT_FOUND is alerted by the client. */
export function getProposal(transCode: string): Promise<ProposalRow> {
  return unwrap(apiClient.GET('/api/proposals/{transCode}', { params: { path: { transCode } } }));
}
