import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';
import { COMMON_DATA_OPTIONS } from './options';

export type Insurer = components['schemas']['Insurer'];

export function getCompanies(): Promise<Insurer[]> {
  return unwrap(apiClient.GET('/api/common/companies'));
}

export function useCompanies() {
  return useSWR('/api/common/companies', getCompanies, COMMON_DATA_OPTIONS);
}
