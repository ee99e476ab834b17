import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type License = components['schemas']['License'];

export function getLicense(): Promise<License> {
  return unwrap(apiClient.GET('/api/home/license'));
}

export function useLicense() {
  return useSWR('/api/home/license', getLicense);
}
