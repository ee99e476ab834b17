import { lazy } from 'react';
export { ChooseProposalDialog } from './components/choose-proposal-dialog';
export { WizardContainer } from './components/wizard-container';
// 書面分析寄送日期: the list's row action and the AML finish of a remote case without e-mail (spec 2 §2.8, §8).
export { SendDateDialog } from './components/send-date-dialog';
// For the search page's row action and the wizard steps (n7, n8): the one jump to the insurer (spec 2 §4.7).
export { jumpToInsurer, type JumpAlerts, type JumpOutcome } from './services/jump-to-insurer';
export { useJumpToInsurer } from './hooks/use-jump-to-insurer';
export type { JumpRequest } from './api/post-jump';
// The wizard's access log (spec 2 §7) and the open case, for a step's own buttons.
export { useWizardAccessLog, WIZARD_ACCESS_LOG_PROGRAM } from './hooks/use-wizard-access-log';
export { useWizardContext, type WizardContextValue } from './hooks/wizard-context';

/** 檢核總表 (issue 12): the list's check-item resubmission, the n4 form in a dialog; a chunk of its own. */
export const ResendCheckItemsDialog = lazy(() => import('./steps/n4-check-items/resend-dialog'));
export type { ResendCase } from './steps/n4-check-items/resend-dialog';
/** 洗錢資料重送 (issue 12): the AML form in money-laundering mode, a chunk of its own. */
export const AmlResendDialog = lazy(() => import('./aml/aml-resend-dialog'));
