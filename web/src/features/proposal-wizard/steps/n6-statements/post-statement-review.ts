import { apiClient, unwrap } from '@/lib/api-client';

/** n6: the customer read and agreed one document (its review record). */
export function postStatementReview(
  transCode: string,
  docCode: string,
  docVersion: string,
): Promise<unknown> {
  return unwrap(
    apiClient.POST('/api/proposals/{transCode}/statements/review', {
      params: { path: { transCode } },
      body: { docCode, docVersion },
    }),
  );
}
