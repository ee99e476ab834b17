import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type CommissionRow = components['schemas']['CommissionRow'];
export type CommissionDetail = components['schemas']['CommissionDetail'];

/** 佣金查詢: the rows of a month range (yyyymm), period descending. */
export function getCommission(startMonth: string, endMonth: string): Promise<CommissionRow[]> {
  return unwrap(apiClient.GET('/api/commission', { params: { query: { startMonth, endMonth } } }));
}
