import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spin } from 'antd';
import { FullPageSpin } from '@/components/errors/full-page-spin';

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
export const AppRootRoute = named(() => import('./routes/app-root'), 'AppRootRoute');
export const HomeRoute = named(() => import('./routes/home'), 'HomeRoute');
export const NoPageRoute = named(() => import('./routes/no-page'), 'NoPageRoute');
export const CommissionSearchRoute = named(
  () => import('./routes/commission-search'),
  'CommissionSearchRoute',
);
export const FormDownloadRoute = named(() => import('./routes/form-download'), 'FormDownloadRoute');
export const ProposalMainRoute = named(() => import('./routes/proposal-wizard'), 'ProposalMainRoute');
export const ProposalRemoteRoute = named(() => import('./routes/proposal-wizard'), 'ProposalRemoteRoute');
export const ProposalSearchRoute = named(() => import('./routes/proposal-search'), 'ProposalSearchRoute');
export const ReleasePermitAuditRoute = named(
  () => import('./routes/release-permit-audit'),
  'ReleasePermitAuditRoute',
);
export const ReleasePermitInputRoute = named(
  () => import('./routes/release-permit-input'),
  'ReleasePermitInputRoute',
);

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
