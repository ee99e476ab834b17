import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type StatusOption = components['schemas']['StatusOption'];

export function getStatusOptions(): Promise<StatusOption[]> {
  return unwrap(apiClient.GET('/api/proposals/status-options'));
}

/** The status filter's entries (POL_STATE codes, then the sub-states as `CODE_TYPE:value`). */
export function useStatusOptions() {
  return useSWR('/api/proposals/status-options', getStatusOptions, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
