import { apiClient, unwrap } from '@/lib/api-client';

/** Deletes a proposal (N, S, O); answers the message to show (刪除成功). */
export async function deleteProposal(transCode: string): Promise<string> {
  const result = await unwrap(
    apiClient.DELETE('/api/proposals/{transCode}', { params: { path: { transCode } } }),
  );
  return result.message;
}
