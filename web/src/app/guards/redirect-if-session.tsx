import { Navigate, Outlet } from 'react-router-dom';
import { useMe } from '@/api/get-me';
import { FullPageSpin } from '@/components/errors/full-page-spin';
import { paths } from '@/config/paths';

/** The login page while logged in goes to home. */
export function RedirectIfSession() {
  // No refetch on focus: a revalidation must not unmount a login in progress.
  const { data, error, isLoading } = useMe({ revalidateOnFocus: false });
  if (data) return <Navigate to={paths.home} replace />;
  if (isLoading && !error) return <FullPageSpin />;
  return <Outlet />;
}
