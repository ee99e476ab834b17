import { Navigate, Outlet } from 'react-router-dom';
import { useMe } from '@/api/get-me';
import { FullPageSpin } from '@/components/errors/full-page-spin';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useRouteDataPrefetch } from '../route-prefetch';

/** Protected routes: only with a complete login; a 401 goes to login (other failures are alerted). */
export function RequireSession() {
  const { data, error } = useMe();
  if (data) return <Session />;
  if (error instanceof ApiError && error.body.status === 401) return <Navigate to={paths.login} replace />;
  return <FullPageSpin />;
}

/** The session is known: the page's data starts beside its code (app/route-prefetch.ts). */
function Session() {
  useRouteDataPrefetch();
  return <Outlet />;
}
