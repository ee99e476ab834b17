import { Suspense } from 'react';
import { signatureDialog as SignatureDialog, type SignatureDialogProps } from '../registry/dialogs';

export type SignatureOpening = Omit<SignatureDialogProps, 'onClose'>;

/** Shows the registered signature dialog (registry/dialogs.ts) for `opening`; nothing while none is registered. */
export function SignatureDialogHost({
  opening,
  onClose,
}: {
  opening: SignatureOpening | null;
  onClose: () => void;
}) {
  if (!opening || !SignatureDialog) return null;
  return (
    <Suspense fallback={null}>
      <SignatureDialog {...opening} onClose={onClose} />
    </Suspense>
  );
}
