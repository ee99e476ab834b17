import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type ProposalInsurer = components['schemas']['ProposalInsurer'];

export function getProposalInsurers(): Promise<ProposalInsurer[]> {
  return unwrap(apiClient.GET('/api/proposals/insurers'));
}

/** The choose dialog's insurers (the financial channel's company list) with their remote support. */
export function useProposalInsurers() {
  return useSWR('/api/proposals/insurers', getProposalInsurers, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
