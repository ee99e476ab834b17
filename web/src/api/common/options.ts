/**
 * The session's shared data (code tables, parameters, cities, the menu): loaded once by the main layout and kept
 * in SWR's cache across navigations; a page that reads it again takes the cached copy without asking again. Logout
 * clears the cache (features/auth/api/post-logout.ts).
 */
export const COMMON_DATA_OPTIONS = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  shouldRetryOnError: false,
} as const;
