import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';
import { COMMON_DATA_OPTIONS } from './options';

export type MenuItem = components['schemas']['MenuItem'];

export function getMenu(): Promise<MenuItem[]> {
  return unwrap(apiClient.GET('/api/common/menu'));
}

export function useMenu() {
  return useSWR('/api/common/menu', getMenu, COMMON_DATA_OPTIONS);
}
