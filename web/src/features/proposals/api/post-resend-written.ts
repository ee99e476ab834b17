import { apiClient, unwrap } from '@/lib/api-client';

/** Mails the written analysis to the customer again; answers the message to show (已重寄書面分析資料). */
export async function postResendWritten(transCode: string): Promise<string> {
  const result = await unwrap(
    apiClient.POST('/api/proposals/{transCode}/resend-written', { params: { path: { transCode } } }),
  );
  return result.message;
}
