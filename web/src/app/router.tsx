import { Navigate, createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { registerNavigate } from '@/lib/navigation';
import { RedirectIfSession } from './guards/redirect-if-session';
import { RequireSession } from './guards/require-session';
import { RequireWorkTime } from './guards/require-work-time';
import { WizardStepsRedirect } from './routes/wizard-steps-redirect';
import {
  AgreeRoute,
  AppRootRoute,
  ComingSoonRoute,
  CommissionSearchRoute,
  ErrorMsgRoute,
  ErrorRoute,
  FormDownloadRoute,
  HomeRoute,
  LoginRoute,
  NoPageRoute,
  ProposalMainRoute,
  ProposalRemoteRoute,
  RemoteLoginRoute,
  layoutPage,
  page,
  ProposalSearchRoute,
} from './lazy-routes';

/** Menu routes whose pages arrive with later issues. */
const comingSoon = [
  { path: paths.releasePermitAudit, title: '攜出審核' },
  { path: paths.releasePermitInput, title: '攜出申請' },
];

export const router = createBrowserRouter([
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
          ...comingSoon.map(({ path, title }) => ({
            path,
            element: layoutPage(path, <ComingSoonRoute title={title} />),
          })),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
]);

registerNavigate((to) => void router.navigate(to, { replace: true }));
