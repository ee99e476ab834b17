import { Suspense, useCallback, useState } from 'react';
import { Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { shellMessages } from '@agent-portal/contracts/messages';
import { getLmsUrl, getWorkTime } from '@/api/common';
import type { UserInfo } from '@/api/get-me';
import { paths } from '@/config/paths';
import { logAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { ChooseProposalDialog } from '@/features/proposal-wizard/dialogs';

/** Menu code of the training site (spec 1, section 6). */
export const LMS_MENU_CODE = 'FM1';
/** The route name the legacy menu uses for a new proposal. */
const NEW_PROPOSAL_URL = 'proposal_new';

const canBuildProposals = (me: UserInfo | undefined) => me?.pirYn === 'Y' && me?.mecYn === 'Y';

/**
 * What the menu and the home actions do beyond navigating (spec 1, sections 5 and 6): FM1 opens the training
 * site in a new tab; proposal functions only in working hours; a new proposal needs pirYn and mecYn Y and
 * starts with the choose-insurer-and-case-type dialog (spec 2 §2.2), which opens the wizard.
 */
export function useShellActions(me: UserInfo | undefined, menuUrlOf: (key: string) => string | undefined) {
  const navigate = useNavigate();
  const [modal, modalHolder] = Modal.useModal();
  const [picking, setPicking] = useState(false);
  // The dialog's chunk loads at the first new proposal; the dialog then stays mounted.
  const [picked, setPicked] = useState(false);

  const inWorkTime = useCallback(async () => {
    const open = await getWorkTime().catch(() => null);
    if (open === false) void modal.warning({ content: shellMessages.OUT_OF_WORK_TIME, okText: '確定' });
    return open === true;
  }, [modal]);

  const newProposal = useCallback(async () => {
    if (!canBuildProposals(me)) {
      void modal.warning({ content: shellMessages.NO_PROPOSAL_PERMISSION, okText: '確定' });
      return;
    }
    if (await inWorkTime()) {
      setPicked(true);
      setPicking(true);
    }
  }, [me, modal, inWorkTime]);

  const openLms = useCallback(async () => {
    logAccess('MainLayout', 'openLms');
    // Opened before the call so that the popup blocker sees the click.
    const tab = window.open('about:blank', '_blank');
    try {
      const url = await getLmsUrl();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.open(url, '_blank', 'noopener');
    } catch (e) {
      tab?.close();
      if (!(e instanceof ApiError)) throw e;
      // The api client has shown the error (網址取得失敗).
    }
  }, []);

  const onMenuSelect = useCallback(
    (key: string, path: string) => {
      const url = menuUrlOf(key);
      if (key === LMS_MENU_CODE) return void openLms();
      if (url === NEW_PROPOSAL_URL) return void newProposal();
      if (path === paths.proposal) {
        void inWorkTime().then((open) => open && navigate(path));
        return;
      }
      navigate(path);
    },
    [menuUrlOf, openLms, newProposal, inWorkTime, navigate],
  );

  const holder = (
    <>
      {modalHolder}
      {/* Its chunk loads at the first new proposal; then it stays mounted, as it always was (it closes animated). */}
      {picked && (
        <Suspense fallback={null}>
          <ChooseProposalDialog open={picking} onCancel={() => setPicking(false)} />
        </Suspense>
      )}
    </>
  );

  return { onMenuSelect, newProposal, holder };
}
