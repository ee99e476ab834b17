import { Navigate, createBrowserRouter } from 'react-router-dom';
import { paths } from '@/config/paths';
import { registerNavigate } from '@/lib/navigation';
import { RedirectIfSession } from './guards/redirect-if-session';
import { RequireSession } from './guards/require-session';
import { RequireWorkTime } from './guards/require-work-time';
import { AgreeRoute } from './routes/agree';
import { AppRootRoute } from './routes/app-root';
import { ComingSoonRoute } from './routes/coming-soon';
import { CommissionSearchRoute } from './routes/commission-search';
import { FormDownloadRoute } from './routes/form-download';
import { ErrorRoute } from './routes/error';
import { ErrorMsgRoute } from './routes/error-msg';
import { HomeRoute } from './routes/home';
import { LoginRoute } from './routes/login';
import { NoPageRoute } from './routes/no-page';
import { RemoteLoginRoute } from './routes/remote-login';

/** Menu routes whose pages arrive with later issues. */
const comingSoon = [
  { path: paths.releasePermitAudit, title: '攜出審核' },
  { path: paths.releasePermitInput, title: '攜出申請' },
];

export const router = createBrowserRouter([
  { element: <RedirectIfSession />, children: [{ path: paths.login, element: <LoginRoute /> }] },
  { path: paths.remoteLogin, element: <RemoteLoginRoute /> },
  { path: '/error', element: <ErrorRoute /> },
  { path: paths.error, element: <ErrorRoute /> },
  { path: paths.errorMsg, element: <ErrorMsgRoute /> },
  { path: paths.agree, element: <AgreeRoute /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppRootRoute />,
        children: [
          { path: paths.home, element: <HomeRoute /> },
          { path: paths.noPage, element: <NoPageRoute /> },
          { path: paths.commissionSearch, element: <CommissionSearchRoute /> },
          { path: paths.formDownload, element: <FormDownloadRoute /> },
          {
            // Every proposal entry (menu, home cards, address bar) passes the working-hours check.
            element: <RequireWorkTime />,
            children: [{ path: paths.proposal, element: <ComingSoonRoute title="要保書" /> }],
          },
          ...comingSoon.map(({ path, title }) => ({ path, element: <ComingSoonRoute title={title} /> })),
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
]);

registerNavigate((to) => void router.navigate(to, { replace: true }));
