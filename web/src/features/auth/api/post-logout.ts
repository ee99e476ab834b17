import { mutate } from 'swr';
import { apiClient, unwrap } from '@/lib/api-client';

/** Logs out (BFF session and core session) and forgets every cached response. */
export async function postLogout(): Promise<void> {
  await unwrap(apiClient.POST('/api/auth/logout'));
  await mutate(() => true, undefined, { revalidate: false });
}
