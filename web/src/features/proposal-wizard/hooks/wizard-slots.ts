import { createContext, useContext, type ComponentType } from 'react';
import type { SigningState } from '../steps/n8-signature/use-signing-jump';

/** 跳轉保險公司 from a signing screen: the case and what the screen last saw of its signing. */
export type SigningJumpHandler = (transCode: string, state: SigningState | undefined) => void | Promise<void>;

/**
 * What the wizard shows from other features (issue 21): features do not import each other, so app/ hands the
 * wizard these components (the signing feature's), and they take the wizard's callbacks. The props are the
 * wizard's side of the contract; app/ checks the signing components against them when it wires them.
 */
export interface WizardSlots {
  /** n8: the signature component; `onJump` is the wizard's jump with the signing warnings. */
  SignatureStep: ComponentType<{
    transCode: string | undefined;
    readOnly: boolean;
    onComplete: (complete: boolean) => void;
    onCompleted: () => void;
    showJump: boolean;
    onJump: SigningJumpHandler;
  }>;
  /** n9's final 跳轉保險公司 (labelled with the signing state). */
  JumpButton: ComponentType<{ transCode: string; onJump: SigningJumpHandler }>;
}

export const WizardSlotsContext = createContext<WizardSlots | null>(null);

/** The slots app/ handed the wizard container. */
export function useWizardSlots(): WizardSlots {
  const slots = useContext(WizardSlotsContext);
  if (!slots) throw new Error('WizardSlotsContext: the wizard container was rendered without its slots');
  return slots;
}
