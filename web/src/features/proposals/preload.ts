// The list's data for app/route-prefetch.ts, without the page's code (the entry loads this).
export { preloadProposals } from './api/get-proposals';
