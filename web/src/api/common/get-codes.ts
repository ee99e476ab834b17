import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';
import { COMMON_DATA_OPTIONS } from './options';

export type CodeDetail = components['schemas']['CodeDetail'];

export function getCodes(): Promise<CodeDetail[]> {
  return unwrap(apiClient.GET('/api/common/codes'));
}

export function useCodes() {
  return useSWR('/api/common/codes', getCodes, COMMON_DATA_OPTIONS);
}
