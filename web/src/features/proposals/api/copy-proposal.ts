import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type CopyResult = components['schemas']['CopyResult'];

/** Copies a proposal into a new N case under a new transaction code (spec 2 §4.3). */
export function copyProposal(transCode: string): Promise<CopyResult> {
  return unwrap(apiClient.POST('/api/proposals/{transCode}/copy', { params: { path: { transCode } } }));
}
