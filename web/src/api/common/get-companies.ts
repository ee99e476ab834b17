import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type Insurer = components['schemas']['Insurer'];

export function getCompanies(): Promise<Insurer[]> {
  return unwrap(apiClient.GET('/api/common/companies'));
}

export function useCompanies() {
  return useSWR('/api/common/companies', getCompanies, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
