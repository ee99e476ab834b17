/**
 * Outside production only (CORE_DATA_VERSION=on, issue 44 item 4): the mock core's data version
 * (`GET /__mock/data-version`), which every change made through its control API moves. The shared cache keeps it
 * with each entry and reloads an entry kept under another version, so a parameter, code table or work-time change
 * reaches the portal on the next request instead of after the cache's TTL.
 */
export type DataVersion = () => Promise<string>;

/** How long a version read may take before the last one known is used (the mock answers from memory). */
const TIMEOUT_MS = 500;

export function coreDataVersion(coreUrl: string): DataVersion {
  let last = 'unknown';
  return async () => {
    try {
      const res = await fetch(`${coreUrl}/__mock/data-version`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.ok) {
        const body = (await res.json()) as { version?: unknown };
        if (typeof body.version === 'string') last = body.version;
      }
    } catch {
      // The core is unreachable: the last version known keeps what was cached under it.
    }
    return last;
  };
}
