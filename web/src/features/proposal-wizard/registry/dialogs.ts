import type { ComponentType, LazyExoticComponent } from 'react';

/** The case an S proposal's edit opens the signature dialog for (spec 2 §4.3). */
export interface SignatureDialogProps {
  transCode: string;
  compCode: string;
  polInsureType: 'M' | 'R';
  /** The dialog closed (signed or not). */
  onClose: () => void;
}

/**
 * The signature dialog's slot (issue 9 item 10, spec 2 §2.9): editing an S proposal that is neither remote nor
 * signed off tells the agent the customer has not signed, then opens this dialog. The signing issue sets it to its
 * lazily loaded dialog, e.g. `lazy(() => import('../steps/n8-signature/signature-dialog'))`; until then the message
 * is all the agent sees.
 */
export const signatureDialog: LazyExoticComponent<ComponentType<SignatureDialogProps>> | undefined =
  undefined;
