import { lazy } from 'react';
export { ChooseProposalDialog } from './components/choose-proposal-dialog';
export { WizardContainer } from './components/wizard-container';

/** 檢核總表 (issue 12): the list's check-item resubmission, the n4 form in a dialog; a chunk of its own. */
export const ResendCheckItemsDialog = lazy(() => import('./steps/n4-check-items/resend-dialog'));
export type { ResendCase } from './steps/n4-check-items/resend-dialog';
