import { apiClient, unwrap } from '@/lib/api-client';

/** The training site address of menu item FM1. */
export async function getLmsUrl(): Promise<string> {
  const { url } = await unwrap(apiClient.GET('/api/common/lms-url'));
  return url;
}
