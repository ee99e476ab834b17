import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';
import { COMMON_DATA_OPTIONS } from './options';

export type TimerRange = components['schemas']['TimerRange'];

export function getTimerRange(): Promise<TimerRange> {
  return unwrap(apiClient.GET('/api/common/timer-range'));
}

export function useTimerRange() {
  return useSWR('/api/common/timer-range', getTimerRange, COMMON_DATA_OPTIONS);
}
