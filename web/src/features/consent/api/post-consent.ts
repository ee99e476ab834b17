import { api, unwrap } from '@/lib/api-client';

/** The consent landing shows a refusal (404) as its own error page. */
const client = api({ errors: 'inline' });

/** The consent document's address for the landing page's `pram` (a BFF path), or an ApiError when none. */
export async function postConsent(pram: string): Promise<string> {
  const { url } = await unwrap(client.POST('/api/public/consent', { body: { pram } }));
  return url;
}
