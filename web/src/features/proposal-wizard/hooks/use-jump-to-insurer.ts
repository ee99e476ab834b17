import { useCallback, useContext, useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import type { JumpRequest } from '@/api/post-jump';
import { jumpToInsurer, type JumpOutcome } from '@/lib/jump-to-insurer';
import { useWizardAccessLog } from './use-wizard-access-log';
import { WizardContext } from './wizard-context';

/**
 * The jump to the insurer inside the wizard (n7 remote, n8): logs the button (sysType F), opens the insurer's link
 * in a new window (the case is then in state O) and goes back to the proposal list; the core's error text is
 * alerted and the agent stays. `transCode` defaults to the open case's. A step that asks its own confirmations
 * first (n7's reminders, n8's warnings) logs its button at the click and passes `log: false`.
 *
 *     const { jump, busy } = useJumpToInsurer();
 *     <Button loading={busy} onClick={() => void jump()}>跳轉保險公司</Button>
 */
export function useJumpToInsurer(options: { backToList?: boolean; log?: boolean } = {}) {
  const { backToList = true, log: logJump = true } = options;
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const wizard = useContext(WizardContext);
  const log = useWizardAccessLog();
  const [busy, setBusy] = useState(false);

  const jump = useCallback(
    async (transCode = wizard?.transCode, request: JumpRequest = {}): Promise<JumpOutcome> => {
      if (!transCode) return { opened: false };
      if (logJump) log('jumpToInsurer', '跳轉保險公司', { transCode });
      setBusy(true);
      try {
        const outcome = await jumpToInsurer(
          transCode,
          { error: (content) => void modal.error({ content, okText: '確定' }) },
          request,
        );
        if (outcome.opened && backToList) navigate(paths.proposal);
        return outcome;
      } catch (error) {
        if (error instanceof ApiError) return { opened: false };
        throw error;
      } finally {
        setBusy(false);
      }
    },
    [wizard?.transCode, log, logJump, modal, navigate, backToList],
  );
  return { jump, busy };
}
