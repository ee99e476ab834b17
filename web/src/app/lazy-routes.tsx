import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';
import { FullPageSpin } from '@/components/errors/full-page-spin';
import { paths } from '@/config/paths';

/**
 * Every page is its own chunk (route-level code splitting): the entry holds the providers, the guards and the
 * router only, so /login loads antd's login bits and not the main layout or any other page.
 * Later heavy libraries (pdf.js, signature_pad) belong in their page's chunk, never in the entry
 * (scripts/check-bundle.mjs fails the build otherwise).
 */
function named<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}

export const LoginRoute = named(() => import('./routes/login'), 'LoginRoute');
export const RemoteLoginRoute = named(() => import('./routes/remote-login'), 'RemoteLoginRoute');
export const ErrorRoute = named(() => import('./routes/error'), 'ErrorRoute');
export const ErrorMsgRoute = named(() => import('./routes/error-msg'), 'ErrorMsgRoute');
export const AgreeRoute = named(() => import('./routes/agree'), 'AgreeRoute');
/** The main layout's chunk; app/route-prefetch.ts starts it beside the session check. */
export const layoutRouteCode = () => import('./routes/app-root');

/** The chunks of the pages inside the layout, by path (the same import()s their lazy routes make). */
const PAGE_CODE = {
  [paths.home]: () => import('./routes/home'),
  [paths.noPage]: () => import('./routes/no-page'),
  [paths.commissionSearch]: () => import('./routes/commission-search'),
  [paths.formDownload]: () => import('./routes/form-download'),
  [paths.proposal]: () => import('./routes/proposal-search'),
  [paths.releasePermitAudit]: () => import('./routes/release-permit-audit'),
  [paths.releasePermitInput]: () => import('./routes/release-permit-input'),
} as const;
const wizardCode = () => import('./routes/proposal-wizard');

/** The chunk of the page at `pathname`, started (undefined: none known). */
export function pageRouteCode(pathname: string): Promise<unknown> | undefined {
  if (/^\/[^/]+\/proposal(Main|Remote)(\/|$)/.test(pathname)) return wizardCode();
  return (PAGE_CODE as Record<string, (() => Promise<unknown>) | undefined>)[pathname]?.();
}

export const AppRootRoute = named(layoutRouteCode, 'AppRootRoute');
export const HomeRoute = named(PAGE_CODE[paths.home], 'HomeRoute');
export const NoPageRoute = named(PAGE_CODE[paths.noPage], 'NoPageRoute');
export const CommissionSearchRoute = named(PAGE_CODE[paths.commissionSearch], 'CommissionSearchRoute');
export const FormDownloadRoute = named(PAGE_CODE[paths.formDownload], 'FormDownloadRoute');
export const ProposalMainRoute = named(wizardCode, 'ProposalMainRoute');
export const ProposalRemoteRoute = named(wizardCode, 'ProposalRemoteRoute');
export const ProposalSearchRoute = named(PAGE_CODE[paths.proposal], 'ProposalSearchRoute');
export const ReleasePermitAuditRoute = named(PAGE_CODE[paths.releasePermitAudit], 'ReleasePermitAuditRoute');
export const ReleasePermitInputRoute = named(PAGE_CODE[paths.releasePermitInput], 'ReleasePermitInputRoute');

/*
 * Each page gets its own Suspense boundary (the key): React would otherwise reuse the previous page's boundary,
 * which counts as already shown, and keep the old page on screen without any sign while the new chunk loads.
 */

/** A whole-screen page while its chunk loads: the same spinner as the session check. */
export function page(key: string, element: ReactNode) {
  return (
    <Suspense key={key} fallback={<FullPageSpin />}>
      {element}
    </Suspense>
  );
}

/** A page inside the main layout while its chunk loads: the menu stays, the content area shows 載入中. */
export function layoutPage(key: string, element: ReactNode) {
  return (
    <Suspense
      key={key}
      fallback={
        <Spin tip="載入中" size="large" style={{ display: 'block', margin: '96px auto' }}>
          <div style={{ height: 80 }} />
        </Spin>
      }
    >
      {element}
    </Suspense>
  );
}
