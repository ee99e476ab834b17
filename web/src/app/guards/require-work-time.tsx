import { useState } from 'react';
import { App, Spin } from 'antd';
import { Navigate, Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { shellMessages } from '@agent-portal/contracts/messages';
import { getWorkTime } from '@/api/common';
import { paths } from '@/config/paths';
import { useLoad } from '@/lib/use-load';

/**
 * Proposal routes open only in working hours (spec 1 section 5, spec 3 section 2), however they are entered
 * (menu, pending-proposal card, address bar): asked at each entry; outside the interval the user is alerted and
 * sent home. A failed check also goes home (the api client has shown that error). The wizards ask once per entry.
 * A replace inside the area (the search page dropping `newFlag` or `aTransCode` from its address) is no new entry:
 * the page stays mounted with its state (the choose dialog it just opened).
 */
export function RequireWorkTime({ per = 'navigation' }: { per?: 'navigation' | 'entry' }) {
  const { modal } = App.useApp();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [entryKey, setEntryKey] = useState(location.key);
  if (navigationType !== 'REPLACE' && location.key !== entryKey) setEntryKey(location.key);
  // 'entry': asked once when the guarded area is entered (a wizard's tab changes are not new entries).
  const key = per === 'entry' ? 'entry' : entryKey;
  // A failed check counts as closed (the api client showed why).
  const { data: open } = useLoad(['work-time', key], () => getWorkTime().catch(() => null), {
    onSuccess: (answer) => {
      if (answer === false) void modal.warning({ content: shellMessages.OUT_OF_WORK_TIME, okText: '確定' });
    },
  });

  if (open === undefined) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return open === true ? <Outlet /> : <Navigate to={paths.home} replace />;
}
