import type { components } from '@agent-portal/contracts/generated/bff';
import { api, apiClient, unwrap } from '@/lib/api-client';

export type WrittenAnalysisSaved = components['schemas']['WrittenAnalysisSaved'];

/** An autosave's refusal shows on the step's indicator, never as an alert (issue 22 item 5). */
const silent = api({ errors: 'silent' });

/**
 * n7: 暫存 or an autosave (draft T) or 下一步 / 轉保險公司 (submit S); the core's E messages come back as the error
 * alert, an autosave's only on the step's indicator.
 */
export function postWrittenAnalysis(
  transCode: string,
  submit: boolean,
  values: components['schemas']['WrittenAnalysisFields'],
  opts: { autosave?: boolean } = {},
): Promise<WrittenAnalysisSaved> {
  return unwrap(
    (opts.autosave ? silent : apiClient).POST('/api/proposals/{transCode}/written-analysis', {
      params: { path: { transCode } },
      body: { submit, values },
    }),
  );
}
