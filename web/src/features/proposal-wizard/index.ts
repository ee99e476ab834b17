export { ChooseProposalDialog } from './components/choose-proposal-dialog';
export { WizardContainer } from './components/wizard-container';
