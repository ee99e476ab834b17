import type { components } from '@agent-portal/contracts/generated/bff';
import { api, unwrap } from '@/lib/api-client';

export type ProposalStart = components['schemas']['ProposalStart'];
export type NewProposal = components['schemas']['NewProposal'];

/** The dialog shows the BFF's refusals itself (remote training, working hours, permission) as a warning. */
const client = api({ errors: 'inline' });

/** The choose dialog's 確定: the BFF checks insurer, case type, permission, hours and training (spec 2 §2.2, §6). */
export function postProposalStart(body: NewProposal): Promise<ProposalStart> {
  return unwrap(client.POST('/api/proposals/start', { body }));
}
