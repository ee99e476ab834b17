import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type StatementList = components['schemas']['StatementList'];
export type StatementDocument = components['schemas']['StatementDocument'];

/** n6: the case's statement documents and the PDF scale (STATEMENT_PRESENT). */
export function getStatements(transCode: string, isPreview: boolean): Promise<StatementList> {
  return unwrap(
    apiClient.GET('/api/proposals/{transCode}/statements', {
      params: { path: { transCode }, query: { isPreview: isPreview ? 'Y' : 'N' } },
    }),
  );
}
