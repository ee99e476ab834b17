import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type WrittenAnalysis = components['schemas']['WrittenAnalysis'];
export type WrittenAnalysisFields = components['schemas']['WrittenAnalysisFields'];

/** n7: the analysis with the core's facts (meta), the read-only flag and the reminder settings. */
export function getWrittenAnalysis(transCode: string): Promise<WrittenAnalysis> {
  return unwrap(
    apiClient.GET('/api/proposals/{transCode}/written-analysis', { params: { path: { transCode } } }),
  );
}
