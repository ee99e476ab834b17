import { Suspense, useState } from 'react';
import { ProposalSearchPage } from '@/features/proposals';
import { ChooseProposalDialog, ResendCheckItemsDialog, type ResendCase } from '@/features/proposal-wizard';

/**
 * 要保書查詢. 新增要保書 and `?newFlag=Y(&compCode=…)` open the choose-insurer-and-case-type dialog (spec 2 §2.2);
 * the signature dialog and the resubmission dialogs plug in through the page's callbacks when their features arrive.
 */
export function ProposalSearchRoute() {
  const [choosing, setChoosing] = useState<{ compCode?: string } | null>(null);
  const [resend, setResend] = useState<{ target: ResendCase; refresh: () => void } | null>(null);
  return (
    <>
      <ProposalSearchPage
        onNewProposal={(preset) => setChoosing(preset)}
        onResendCheckData={(row, refresh) =>
          setResend({ target: { transCode: row.transCode, polInsureType: row.polInsureType }, refresh })
        }
      />
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
