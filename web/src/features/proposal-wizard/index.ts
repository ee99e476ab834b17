import { lazy } from 'react';
export { ChooseProposalDialog } from './components/choose-proposal-dialog';
export { WizardContainer } from './components/wizard-container';
/** 洗錢資料重送 (issue 12): the AML form in money-laundering mode, a chunk of its own. */
export const AmlResendDialog = lazy(() => import('./aml/aml-resend-dialog'));
