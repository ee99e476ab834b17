import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type ReleasePermitRow = components['schemas']['ReleasePermitRow'];

/** The agent's take-out applications applied for between two days (yyyy-MM-dd). */
export function getReleasePermits(applyStartDt: string, applyEndDt: string): Promise<ReleasePermitRow[]> {
  return unwrap(apiClient.GET('/api/release-permits', { params: { query: { applyStartDt, applyEndDt } } }));
}

export interface ReleasePermitRange {
  applyStartDt: string;
  applyEndDt: string;
}

/** The applications of the range searched (the default range when the page opens); rows stay while another loads. */
export function useReleasePermits(range: ReleasePermitRange) {
  return useSWR(
    ['/api/release-permits', range.applyStartDt, range.applyEndDt] as const,
    ([, start, end]) => getReleasePermits(start, end),
    { keepPreviousData: true },
  );
}
