import { apiClient, unwrap } from '@/lib/api-client';
import type { NewProposal } from './post-start';

/** A transaction code for the first save of a new proposal (spec 3 §7: "used when saving without one"). */
export async function postTransCode(body: NewProposal): Promise<string> {
  const { transCode } = await unwrap(apiClient.POST('/api/proposals/trans-code', { body }));
  return transCode;
}
