import useSWR from 'swr';
import type { components } from '@agent-portal/contracts/generated/bff';
import { apiClient, unwrap } from '@/lib/api-client';

export type Announcements = components['schemas']['Announcements'];

export function getAnnouncements(): Promise<Announcements> {
  return unwrap(apiClient.GET('/api/home/announcements'));
}

export function useAnnouncements() {
  return useSWR('/api/home/announcements', getAnnouncements);
}
