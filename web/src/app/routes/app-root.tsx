import { useCallback, useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useCommonData, useMenu } from '@/api/common';
import { useMe } from '@/api/get-me';
import { FullPageSpin } from '@/components/errors/full-page-spin';
import { MainLayout } from '@/components/layouts/main-layout';
import { buildNavItems } from '@/components/layouts/menu-items';
import { paths } from '@/config/paths';
import { postLogout } from '@/features/auth';
import { useSessionCountdown } from '@/hooks/use-session-countdown';

/** Session timer default when the timer range has none (spec 1, section 9). */
const DEFAULT_TIMEOUT_SECONDS = 1800;

/** The main layout route: loads the shared data and the role menu first, then shows the frame. */
export function AppRootRoute() {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const common = useCommonData();
  const { data: menu } = useMenu();
  const nav = useMemo(() => buildNavItems(menu ?? []), [menu]);

  const logout = useCallback(() => {
    void postLogout().finally(() => navigate(paths.login, { replace: true }));
  }, [navigate]);

  const remaining = useSessionCountdown(common.timer?.timeout || DEFAULT_TIMEOUT_SECONDS, logout);

  if (!me || !common.ready || !menu) return <FullPageSpin />;
  return (
    <MainLayout
      userName={me.userName}
      roleName={me.roleName}
      nav={nav}
      remainingSeconds={remaining}
      onLogout={logout}
    >
      <Outlet />
    </MainLayout>
  );
}
