import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';
import { COMMON_DATA_OPTIONS } from './options';

export type SystemParameter = components['schemas']['SystemParameter'];

export function getParameters(): Promise<SystemParameter[]> {
  return unwrap(apiClient.GET('/api/common/parameters'));
}

export function useParameters() {
  return useSWR('/api/common/parameters', getParameters, COMMON_DATA_OPTIONS);
}
