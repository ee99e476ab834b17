import { WizardContainer, type WizardSlots } from '@/features/proposal-wizard';
import { JumpButton, SignatureStep } from '@/features/signing';

/** The signing screens the wizard shows (n8, n9's jump): features compose here, not by importing each other. */
const slots: WizardSlots = { SignatureStep, JumpButton };

/** 要保書建置, mobile: `/{enterpoint}/proposalMain/steps/INS_S1…9` (spec 3 §2). */
export function ProposalMainRoute() {
  return <WizardContainer kind="proposalMain" slots={slots} />;
}

/** 要保書建置, remote: `/{enterpoint}/proposalRemote/steps/REMOTE_S1…7`. */
export function ProposalRemoteRoute() {
  return <WizardContainer kind="proposalRemote" slots={slots} />;
}
