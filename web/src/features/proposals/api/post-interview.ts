import type { InterviewForm } from '@agent-portal/contracts/validation';
import { apiClient, unwrap } from '@/lib/api-client';

/** Saves the phone-interview result (not editable afterwards); answers the message to show. */
export async function postInterview(transCode: string, form: InterviewForm): Promise<string> {
  const result = await unwrap(
    apiClient.POST('/api/proposals/{transCode}/interview', {
      params: { path: { transCode } },
      body: form,
    }),
  );
  return result.message;
}
