import { useEffect } from 'react';
import { BrowserRouter, Navigate, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { registerNavigate } from '@/lib/navigation';
import { useRouteCodePrefetch } from './route-prefetch';
import { RedirectIfSession } from './guards/redirect-if-session';
import { RequireSession } from './guards/require-session';
import { RequireWorkTime } from './guards/require-work-time';
import { WizardStepsRedirect } from './routes/wizard-steps-redirect';
import {
  AgreeRoute,
  AppRootRoute,
  CommissionSearchRoute,
  ErrorMsgRoute,
  ErrorRoute,
  FormDownloadRoute,
  HomeRoute,
  LoginRoute,
  NoPageRoute,
  ProposalMainRoute,
  ProposalRemoteRoute,
  ReleasePermitAuditRoute,
  ReleasePermitInputRoute,
  RemoteLoginRoute,
  layoutPage,
  page,
  ProposalSearchRoute,
} from './lazy-routes';

/**
 * The route table. Declarative routing (`BrowserRouter` + `useRoutes`) rather than the data router
 * (`createBrowserRouter`): the app uses no loaders, actions or blockers, and the data router's engine costs about
 * 17 KiB gzip in the entry that every page, the login first, loads.
 */
export const routes: RouteObject[] = [
  {
    element: <RedirectIfSession />,
    children: [{ path: paths.login, element: page(paths.login, <LoginRoute />) }],
  },
  { path: paths.remoteLogin, element: page(paths.remoteLogin, <RemoteLoginRoute />) },
  { path: '/error', element: page(paths.error, <ErrorRoute />) },
  { path: paths.error, element: page(paths.error, <ErrorRoute />) },
  { path: paths.errorMsg, element: page(paths.errorMsg, <ErrorMsgRoute />) },
  { path: paths.agree, element: page(paths.agree, <AgreeRoute />) },
  {
    element: <RequireSession />,
    children: [
      {
        element: page('layout', <AppRootRoute />),
        children: [
          { path: paths.home, element: layoutPage(paths.home, <HomeRoute />) },
          { path: paths.noPage, element: layoutPage(paths.noPage, <NoPageRoute />) },
          {
            path: paths.commissionSearch,
            element: layoutPage(paths.commissionSearch, <CommissionSearchRoute />),
          },
          { path: paths.formDownload, element: layoutPage(paths.formDownload, <FormDownloadRoute />) },
          {
            path: paths.releasePermitAudit,
            element: layoutPage(paths.releasePermitAudit, <ReleasePermitAuditRoute />),
          },
          {
            path: paths.releasePermitInput,
            element: layoutPage(paths.releasePermitInput, <ReleasePermitInputRoute />),
          },
          {
            // Every proposal entry (menu, home cards, address bar) passes the working-hours check.
            element: <RequireWorkTime />,
            children: [
              {
                path: paths.proposal,
                element: layoutPage(paths.proposal, <ProposalSearchRoute />),
              },
            ],
          },
          {
            // The wizards (spec 3 §2): the working-hours gate once per entry, not at every tab.
            element: <RequireWorkTime per="entry" />,
            children: [
              { path: paths.proposalMain, element: <WizardStepsRedirect /> },
              {
                path: `${paths.proposalMain}/steps/:stepCode?`,
                element: layoutPage(paths.proposalMain, <ProposalMainRoute />),
              },
              { path: paths.proposalRemote, element: <WizardStepsRedirect /> },
              {
                path: `${paths.proposalRemote}/steps/:stepCode?`,
                element: layoutPage(paths.proposalRemote, <ProposalRemoteRoute />),
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

function AppRoutes() {
  const navigate = useNavigate();
  // Non-React code (the api client) routes through this: always a replace, as the session redirects need.
  useEffect(() => registerNavigate((to) => void navigate(to, { replace: true })), [navigate]);
  useRouteCodePrefetch();
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
