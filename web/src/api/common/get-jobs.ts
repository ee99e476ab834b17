import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';
import { COMMON_DATA_OPTIONS } from './options';

export type Job = components['schemas']['Job'];

export function getJobs(): Promise<Job[]> {
  return unwrap(apiClient.GET('/api/common/jobs'));
}

export function useJobs() {
  return useSWR('/api/common/jobs', getJobs, COMMON_DATA_OPTIONS);
}
