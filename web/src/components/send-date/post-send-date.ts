import { apiClient, unwrap } from '@/lib/api-client';

/** Saves the written analysis's send date `YYYY-MM-DD` (not editable afterwards); answers the message to show. */
export async function postSendDate(transCode: string, writSendDate: string): Promise<string> {
  const result = await unwrap(
    apiClient.POST('/api/proposals/{transCode}/send-date', {
      params: { path: { transCode } },
      body: { writSendDate },
    }),
  );
  return result.message;
}
