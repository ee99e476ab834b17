import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type CodeDetail = components['schemas']['CodeDetail'];

export function getCodes(): Promise<CodeDetail[]> {
  return unwrap(apiClient.GET('/api/common/codes'));
}

export function useCodes() {
  return useSWR('/api/common/codes', getCodes, { revalidateOnFocus: false, shouldRetryOnError: false });
}
