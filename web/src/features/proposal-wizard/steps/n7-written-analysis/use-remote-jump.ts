import { App } from 'antd';
import { createElement } from 'react';
import { isAfterRemindHour } from '@agent-portal/contracts/rules';
import { writtenAnalysisMessages as wm } from '@agent-portal/contracts/messages';
import { useJumpToInsurer } from '../../hooks/use-jump-to-insurer';
import { useWizardAccessLog } from '../../hooks/use-wizard-access-log';
import type { StepContext } from '../../registry/types';
import type { WrittenInfo } from './values';

/** The remote confirm list's numbered reminders (spec 3 §8), those that apply to this case. */
export function remindersOf(info: WrittenInfo, now: Date): string[] {
  return [
    wm.REMIND_NO_CHANGES,
    wm.REMIND_PAYER_RECORDING(info.highAgeLimit),
    wm.REMIND_INSTALLMENT,
    wm.REMIND_REMOTE_SESSION,
    ...(info.highAgeOwner ? [wm.REMIND_HIGH_AGE(info.highAgeLimit)] : []),
    ...(isAfterRemindHour(now, info.remindHour) ? [wm.AFTER_REMIND_HOUR(info.remindHour)] : []),
  ];
}

/**
 * 轉保險公司 of a remote case (spec 3 §2, §4, §8): the analysis saved (submit S), the confirm list,
 * then the wizard's one jump (`useJumpToInsurer`): the insurer's link in a new tab (the case goes to O) and back to
 * the proposal list; the core's erorrMsg is alerted and nothing changes.
 */
export function useRemoteJump(context: StepContext | undefined, info: WrittenInfo | undefined) {
  const { modal } = App.useApp();
  const log = useWizardAccessLog();
  const { jump } = useJumpToInsurer({ log: false });

  return (saved: () => Promise<boolean>) => async () => {
    if (!context?.transCode || !info) return;
    const transCode = context.transCode;
    log('jumpToInsurer', '跳轉保險公司', { transCode, stepCode: context.stepCode });
    // A read-only case (past its acceptance date) is not sent on: its button is disabled and the BFF refuses it.
    if (info.readOnly || !(await saved())) return;
    const items = remindersOf(info, new Date());
    modal.confirm({
      title: wm.JUMP_CONFIRM_TITLE,
      width: 640,
      content: createElement(
        'ol',
        { 'data-testid': 'jump-reminders', style: { paddingInlineStart: 20 } },
        items.map((item) => createElement('li', { key: item }, item)),
      ),
      okText: wm.JUMP,
      cancelText: '取消',
      onOk: () => jump(transCode),
    });
  };
}
