import { Navigate, createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { registerNavigate } from '@/lib/navigation';
import { RedirectIfSession } from './guards/redirect-if-session';
import { RequireSession } from './guards/require-session';
import { RequireWorkTime } from './guards/require-work-time';
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
  RemoteLoginRoute,
  layoutPage,
  page,
} from './lazy-routes';

/** Menu routes whose pages arrive with later issues. */
const comingSoon = [
  { path: paths.releasePermitAudit, title: '攜出審核' },
  { path: paths.releasePermitInput, title: '攜出申請' },
];

export const router = createBrowserRouter([
  { element: <RedirectIfSession />, children: [{ path: paths.login, element: page(<LoginRoute />) }] },
  { path: paths.remoteLogin, element: page(<RemoteLoginRoute />) },
  { path: '/error', element: page(<ErrorRoute />) },
  { path: paths.error, element: page(<ErrorRoute />) },
  { path: paths.errorMsg, element: page(<ErrorMsgRoute />) },
  { path: paths.agree, element: page(<AgreeRoute />) },
  {
    element: <RequireSession />,
    children: [
      {
        element: page(<AppRootRoute />),
        children: [
          { path: paths.home, element: layoutPage(<HomeRoute />) },
          { path: paths.noPage, element: layoutPage(<NoPageRoute />) },
          { path: paths.commissionSearch, element: layoutPage(<CommissionSearchRoute />) },
          { path: paths.formDownload, element: layoutPage(<FormDownloadRoute />) },
          {
            // Every proposal entry (menu, home cards, address bar) passes the working-hours check.
            element: <RequireWorkTime />,
            children: [{ path: paths.proposal, element: layoutPage(<ComingSoonRoute title="要保書" />) }],
          },
          ...comingSoon.map(({ path, title }) => ({
            path,
            element: layoutPage(<ComingSoonRoute title={title} />),
          })),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
]);

registerNavigate((to) => void router.navigate(to, { replace: true }));
