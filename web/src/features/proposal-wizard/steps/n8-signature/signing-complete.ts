import { apiClient, unwrap } from '@/lib/api-client';

/** Whether every sign block of the case is signed (the step's required fact). */
export async function getSigningComplete(transCode: string): Promise<boolean> {
  const state = await unwrap(
    apiClient.GET('/api/proposals/{transCode}/signing', { params: { path: { transCode } } }),
  );
  return state.complete;
}
