import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type ReleasePermitRow = components['schemas']['ReleasePermitRow'];

/** The agent's take-out applications applied for between two days (yyyy-MM-dd). */
export function getReleasePermits(applyStartDt: string, applyEndDt: string): Promise<ReleasePermitRow[]> {
  return unwrap(apiClient.GET('/api/release-permits', { params: { query: { applyStartDt, applyEndDt } } }));
}
