import { lazy } from 'react';

/*
 * What other pages open of the wizard (the proposal list, the shell's 新增要保書): a second public entry beside
 * index.ts, which holds the wizard itself. The index brings the step registry, every step's schema and the
 * contracts' validation with it; a page importing from here loads none of that (issue 25 item 4, route budgets).
 */
/**
 * 選擇保險公司及案件類型 (spec 2 §2.2), a chunk of its own (its form, schema and the insurers' cards): the shell and
 * the list load it when the agent first asks for a new proposal.
 */
export const ChooseProposalDialog = lazy(async () => ({
  default: (await import('./components/choose-proposal-dialog')).ChooseProposalDialog,
}));
export { useSigningJump } from './steps/n8-signature/use-signing-jump';

/** 檢核總表 (issue 12): the list's check-item resubmission, the n4 form in a dialog; a chunk of its own. */
export const ResendCheckItemsDialog = lazy(() => import('./steps/n4-check-items/resend-dialog'));
export type { ResendCase } from './steps/n4-check-items/resend-dialog';
/** 洗錢資料重送 (issue 12): the AML form in money-laundering mode, a chunk of its own. */
export const AmlResendDialog = lazy(() => import('./steps/aml/aml-resend-dialog'));
