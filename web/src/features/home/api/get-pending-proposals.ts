import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type PendingProposal = components['schemas']['PendingProposal'];

export function getPendingProposals(): Promise<PendingProposal[]> {
  return unwrap(apiClient.GET('/api/home/pending-proposals'));
}

export function usePendingProposals() {
  return useSWR('/api/home/pending-proposals', getPendingProposals);
}
