import { apiClient, unwrap } from '@/lib/api-client';

/** n6's 下一步: the step's review records, once every document was agreed. */
export function postStatementRecords(transCode: string): Promise<unknown> {
  return unwrap(
    apiClient.POST('/api/proposals/{transCode}/statements/records', { params: { path: { transCode } } }),
  );
}
