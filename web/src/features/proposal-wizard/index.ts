import { lazy } from 'react';
export { ChooseProposalDialog } from './components/choose-proposal-dialog';
export { WizardContainer } from './components/wizard-container';
// What app/ hands the wizard from other features (the signing screens) and the jump they call back (issue 21).
export type { WizardSlots, SigningJumpHandler } from './hooks/wizard-slots';
export { useSigningJump } from './steps/n8-signature/use-signing-jump';
// The wizard's access log (spec 2 §7) and the open case, for a step's own buttons.
export { useWizardAccessLog, WIZARD_ACCESS_LOG_PROGRAM } from './hooks/use-wizard-access-log';
export { useWizardContext, type WizardContextValue } from './hooks/wizard-context';

/** 檢核總表 (issue 12): the list's check-item resubmission, the n4 form in a dialog; a chunk of its own. */
export const ResendCheckItemsDialog = lazy(() => import('./steps/n4-check-items/resend-dialog'));
export type { ResendCase } from './steps/n4-check-items/resend-dialog';
/** 洗錢資料重送 (issue 12): the AML form in money-laundering mode, a chunk of its own. */
export const AmlResendDialog = lazy(() => import('./steps/aml/aml-resend-dialog'));
