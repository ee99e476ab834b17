import useSWR, { type SWRConfiguration } from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type UserInfo = components['schemas']['UserInfo'];

export const ME_KEY = '/api/auth/me';

export function getMe(): Promise<UserInfo> {
  return unwrap(apiClient.GET('/api/auth/me'));
}

/** The logged-in user; refetched when the tab becomes visible again (a 401 then goes to login). */
export function useMe(options?: SWRConfiguration<UserInfo>) {
  return useSWR(ME_KEY, getMe, { shouldRetryOnError: false, revalidateOnFocus: true, ...options });
}
