import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import type { CommissionSearchForm } from '@agent-portal/contracts/validation';
import { apiClient, unwrap } from '@/lib/api-client';

export type CommissionRow = components['schemas']['CommissionRow'];
export type CommissionDetail = components['schemas']['CommissionDetail'];

/** 佣金查詢: the rows of a month range (yyyymm), period descending. */
export function getCommission(startMonth: string, endMonth: string): Promise<CommissionRow[]> {
  return unwrap(apiClient.GET('/api/commission', { params: { query: { startMonth, endMonth } } }));
}

/** The rows of the range searched (null: not searched yet); the previous rows stay while another range loads. */
export function useCommission(range: CommissionSearchForm | null) {
  return useSWR(
    range && (['/api/commission', range.startMonth, range.endMonth] as const),
    ([, start, end]) => getCommission(start, end),
    { keepPreviousData: true },
  );
}
