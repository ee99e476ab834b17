import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';
import { COMMON_DATA_OPTIONS } from './options';

export type CityArea = components['schemas']['CityArea'];

export function getCities(): Promise<CityArea[]> {
  return unwrap(apiClient.GET('/api/common/cities'));
}

export function useCities() {
  return useSWR('/api/common/cities', getCities, COMMON_DATA_OPTIONS);
}
