import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type ProposalPermissions = components['schemas']['ProposalPermissions'];

/** What the agent may do with proposals now; asked when the choose dialog opens (never cached: training may change). */
export function getProposalPermissions(): Promise<ProposalPermissions> {
  return unwrap(apiClient.GET('/api/proposals/permissions'));
}
