import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type WrittenAnalysisSaved = components['schemas']['WrittenAnalysisSaved'];

/** n7: 暫存 (draft T) or 下一步 / 轉保險公司 (submit S); the core's E messages come back as the error alert. */
export function postWrittenAnalysis(
  transCode: string,
  submit: boolean,
  values: components['schemas']['WrittenAnalysisFields'],
): Promise<WrittenAnalysisSaved> {
  return unwrap(
    apiClient.POST('/api/proposals/{transCode}/written-analysis', {
      params: { path: { transCode } },
      body: { submit, values },
    }),
  );
}
