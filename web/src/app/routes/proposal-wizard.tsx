import { WizardContainer } from '@/features/proposal-wizard';

/** 要保書建置, mobile: `/{enterpoint}/proposalMain/steps/INS_S1…9` (spec 3 §2). */
export function ProposalMainRoute() {
  return <WizardContainer kind="proposalMain" />;
}

/** 要保書建置, remote: `/{enterpoint}/proposalRemote/steps/REMOTE_S1…7`. */
export function ProposalRemoteRoute() {
  return <WizardContainer kind="proposalRemote" />;
}
