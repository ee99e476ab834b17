/** Version file poll interval on the login page (spec 1, section 9). */
export { VERSION_POLL_MS } from '@agent-portal/contracts/constants';

/**
 * The version tracker's next state: the first answer is the baseline; a different later answer is a change.
 * Blank answers (a failed poll) are ignored.
 */
export function nextVersion(
  baseline: string | null,
  latest: string | null | undefined,
): { baseline: string | null; changed: boolean } {
  const value = latest?.trim();
  if (!value) return { baseline, changed: false };
  if (baseline === null) return { baseline: value, changed: false };
  return { baseline, changed: value !== baseline };
}
