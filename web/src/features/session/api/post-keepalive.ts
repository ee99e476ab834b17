import { apiClient, unwrap } from '@/lib/api-client';

/** 繼續使用: slides the BFF session and the core's; answers the seconds left. */
export async function postKeepalive(): Promise<number> {
  const { remainingSeconds } = await unwrap(apiClient.POST('/api/auth/keepalive'));
  return remainingSeconds;
}
