import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type SystemParameter = components['schemas']['SystemParameter'];

export function getParameters(): Promise<SystemParameter[]> {
  return unwrap(apiClient.GET('/api/common/parameters'));
}

export function useParameters() {
  return useSWR('/api/common/parameters', getParameters, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
