import useSWR from 'swr';
import { apiClient, unwrap } from '@/lib/api-client';

export async function getVersion(): Promise<string> {
  const { version } = await unwrap(apiClient.GET('/api/public/version'));
  return version;
}

/** The core system's version, fetched only when asked for (`/login?v`). */
export function useVersion(enabled: boolean) {
  return useSWR(enabled ? '/api/public/version' : null, getVersion, { revalidateOnFocus: false });
}
