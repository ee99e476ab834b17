import useSWR from 'swr';
import { apiClient, unwrap } from '@/lib/api-client';
import type { CommissionDetail } from './get-commission';

export interface CommissionKey {
  period: string;
  empID: string;
  recNo: string;
}

export function getCommissionDetail(query: CommissionKey): Promise<CommissionDetail> {
  return unwrap(apiClient.GET('/api/commission/detail', { params: { query } }));
}

/** One row for the detail dialog (null: closed). */
export function useCommissionDetail(key: CommissionKey | null) {
  return useSWR(key ? ['/api/commission/detail', key.period, key.empID, key.recNo] : null, () =>
    getCommissionDetail(key as CommissionKey),
  );
}
