import useSWR from 'swr';
import { api, unwrap } from '@/lib/api-client';

/**
 * The version poll and the `?v` text are background calls: a failure is never shown, and a success does not restart
 * the session countdown (nor does the BFF slide the session for it: bff/src/session/sessionless-paths.ts).
 */
const client = api({ errors: 'silent', slides: false });

export async function getVersion(): Promise<string> {
  const { version } = await unwrap(client.GET('/api/public/version'));
  return version;
}

/** The core system's version, fetched only when asked for (`/login?v`). */
export function useVersion(enabled: boolean) {
  return useSWR(enabled ? '/api/public/version' : null, getVersion, { revalidateOnFocus: false });
}
