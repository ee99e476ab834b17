import { api, unwrap } from '@/lib/api-client';

/** The login form shows a failed captcha fetch itself. */
const client = api({ errors: 'inline' });

/**
 * A new captcha picture. Fetched as a blob (not an <img> address with a cache-busting query): the BFF
 * validates query parameters against the contract, and every fetch must reach the core for a new code.
 */
export function getCaptcha(): Promise<Blob> {
  return unwrap(client.GET('/api/auth/captcha', { parseAs: 'blob', cache: 'no-store' }));
}
