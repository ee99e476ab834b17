import { useEffect } from 'react';
import { matchPath, useLocation, useNavigationType } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { preloadCommonData } from '@/api/common';
import { paths } from '@/config/paths';
import { preloadProposals } from '@/features/proposals/preload';
import { layoutRouteCode, pageRouteCode } from './lazy-routes';

/** The pages inside the main layout (they need its code and data first). */
const LAYOUT_PAGES = new Set<string>([
  paths.home,
  paths.noPage,
  paths.proposal,
  paths.commissionSearch,
  paths.formDownload,
  paths.releasePermitAudit,
  paths.releasePermitInput,
]);
const inLayout = (pathname: string) =>
  LAYOUT_PAGES.has(pathname) ||
  !!matchPath(`${paths.proposalMain}/*`, pathname) ||
  !!matchPath(`${paths.proposalRemote}/*`, pathname);

/**
 * A page's code starts loading as soon as its address is known, not when the guards and the layout above it have
 * rendered: the layout's chunk and the page's chunk load beside the session check (lazy-routes' own import()s,
 * so React.lazy then finds them loaded).
 */
export function useRouteCodePrefetch(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (inLayout(pathname)) void layoutRouteCode().catch(() => undefined);
    void pageRouteCode(pathname)?.catch(() => undefined);
    if (pathname !== paths.home || typeof requestIdleCallback === 'undefined') return undefined;
    // From home, the agent's next page is most often the proposal list: its code loads while the browser idles.
    const idle = requestIdleCallback(() => void pageRouteCode(paths.proposal)?.catch(() => undefined));
    return () => cancelIdleCallback(idle);
  }, [pathname]);
}

/**
 * Once the session is known (RequireSession): the layout's shared data and the page's first data start beside the
 * code, instead of after it (the list's rows waited for about 50 chunks).
 */
export function useRouteDataPrefetch(): void {
  const { pathname, search } = useLocation();
  // A replace is the page itself tidying its address (the list dropping ?aTransCode=), not a new entry.
  const replaced = useNavigationType() === 'REPLACE';
  const { cache } = useSWRConfig();
  useEffect(() => {
    if (!inLayout(pathname)) return;
    preloadCommonData(cache);
    if (pathname === paths.proposal && search === '' && !replaced) preloadProposals();
  }, [pathname, search, replaced, cache]);
}
