/** The version file written by the build next to index.html (web/build-plugins.ts `VERSION_FILE`). */
const VERSION_FILE_URL = `${import.meta.env.BASE_URL}version.json`;

/**
 * The SPA's own build id from the version file the build writes (web/build-plugins.ts), or null when there is none
 * (a development server, or a page answered instead of the file). Not a BFF API call: a static file, never cached.
 */
export async function getAppVersion(): Promise<string | null> {
  const request = new Request(new URL(VERSION_FILE_URL, window.location.origin), { cache: 'no-store' });
  const response = await fetch(request);
  if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return null;
  const { version } = (await response.json()) as { version?: unknown };
  return typeof version === 'string' ? version : null;
}
