import { useCallback, useMemo } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router-dom';
import { useCommonData, useMenu } from '@/api/common';
import { useMe } from '@/api/get-me';
import { FullPageSpin } from '@/components/errors/full-page-spin';
import { MainLayout } from '@/components/layouts/main-layout';
import { buildNavItems } from '@/components/layouts/menu-items';
import { errorMsgPath, paths } from '@/config/paths';
import { postLogout } from '@/features/auth/logout';
import { SessionReminder, useSingleTab, useUnloadLogout } from '@/features/session';
import { useSessionCountdown } from '@/hooks/use-session-countdown';
import { logAccess } from '@/lib/access-log';
import { sessionPhase, timerSettings } from '@/lib/session-timer';
import { useShellActions } from '../hooks/use-shell-actions';

/** What the main layout hands to its pages (`useOutletContext`). */
export interface ShellContext {
  newProposal: () => void;
}

/** The main layout route: loads the shared data and the role menu first, then shows the frame. */
export function AppRootRoute() {
  const navigate = useNavigate();
  const { data: me } = useMe();
  const common = useCommonData();
  const { data: menu } = useMenu();
  const nav = useMemo(() => buildNavItems(menu ?? []), [menu]);
  const menuUrlOf = useCallback(
    (key: string) => menu?.find((m) => m.menuCode === key)?.url ?? undefined,
    [menu],
  );
  const actions = useShellActions(me, menuUrlOf);
  const shell: ShellContext = { newProposal: () => void actions.newProposal() };
  const tab = useSingleTab(me ? me.randomPageId || me.userCode : undefined);
  useUnloadLogout(tab === 'holder');

  const logout = useCallback(
    (auto = false) => {
      logAccess('MainLayout', auto ? 'autoLogout' : 'logout');
      // An automatic logout says why on the login page; a chosen one needs no explanation.
      void postLogout().finally(() =>
        navigate(paths.login, { replace: true, state: { autoLoggedOut: auto } }),
      );
    },
    [navigate],
  );
  const autoLogout = useCallback(() => logout(true), [logout]);

  const { timeout, remind } = timerSettings(common.timer);
  const remaining = useSessionCountdown(timeout, autoLogout);

  if (tab === 'refused') return <Navigate to={errorMsgPath('ALREADY_LOGGED_IN_OTHER_TAB')} replace />;
  if (!me || !common.ready || !menu || tab === 'checking') return <FullPageSpin />;
  return (
    <MainLayout
      userName={me.userName}
      roleName={me.roleName}
      nav={nav}
      remainingSeconds={remaining}
      onLogout={() => logout()}
      onMenuSelect={actions.onMenuSelect}
    >
      <Outlet context={shell} />
      {actions.holder}
      <SessionReminder
        open={sessionPhase(remaining, remind) === 'remind'}
        remainingSeconds={remaining}
        onLogout={() => logout()}
      />
    </MainLayout>
  );
}
