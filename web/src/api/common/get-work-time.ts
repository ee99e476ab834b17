import { apiClient, unwrap } from '@/lib/api-client';

/** Whether proposal functions are open now (working hours). Asked at each use, never cached. */
export async function getWorkTime(): Promise<boolean> {
  const { inWorkTime } = await unwrap(apiClient.GET('/api/common/work-time'));
  return inWorkTime;
}
