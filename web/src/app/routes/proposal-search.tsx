import { Suspense, useState } from 'react';
import { ProposalSearchPage } from '@/features/proposals';
import {
  ChooseProposalDialog,
  ResendCheckItemsDialog,
  SignatureDialogHost,
  type ResendCase,
  type SignatureOpening,
} from '@/features/proposal-wizard';

/**
 * 要保書查詢. 新增要保書 and `?newFlag=Y(&compCode=…)` open the choose-insurer-and-case-type dialog (spec 2 §2.2);
 * the signature dialog and the resubmission dialogs plug in through the page's callbacks when their features arrive.
 */
export function ProposalSearchRoute() {
  const [choosing, setChoosing] = useState<{ compCode?: string } | null>(null);
  const [signing, setSigning] = useState<SignatureOpening | null>(null);
  const [resend, setResend] = useState<{ target: ResendCase; refresh: () => void } | null>(null);
  return (
    <>
      <ProposalSearchPage
        onNewProposal={(preset) => setChoosing(preset)}
        onOpenSignature={(o) =>
          setSigning({ transCode: o.transCode, compCode: o.compCode, polInsureType: o.polInsureType })
        }
        onResendCheckData={(row, refresh) =>
          setResend({ target: { transCode: row.transCode, polInsureType: row.polInsureType }, refresh })
        }
      />
      <SignatureDialogHost opening={signing} onClose={() => setSigning(null)} />
      <ChooseProposalDialog
        open={choosing !== null}
        initialCompCode={choosing?.compCode}
        onCancel={() => setChoosing(null)}
      />
      {resend && (
        <Suspense fallback={null}>
          <ResendCheckItemsDialog
            target={resend.target}
            onClose={() => setResend(null)}
            onDone={resend.refresh}
          />
        </Suspense>
      )}
    </>
  );
}
