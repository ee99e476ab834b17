import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';
import { COMMON_DATA_OPTIONS } from './options';

export type Country = components['schemas']['Country'];

export function getCountries(): Promise<Country[]> {
  return unwrap(apiClient.GET('/api/common/countries'));
}

export function useCountries() {
  return useSWR('/api/common/countries', getCountries, COMMON_DATA_OPTIONS);
}
