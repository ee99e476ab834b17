import { apiClient, unwrap } from '@/lib/api-client';

/** The consent document's address for the landing page's `pram` (a BFF path), or an ApiError when none. */
export async function postConsent(pram: string): Promise<string> {
  const { url } = await unwrap(apiClient.POST('/api/public/consent', { body: { pram } }));
  return url;
}
