import { Suspense, useState } from 'react';
import { ProposalSearchPage } from '@/features/proposals';
import { AmlResendDialog, ChooseProposalDialog } from '@/features/proposal-wizard';

/**
 * 要保書查詢. 新增要保書 and `?newFlag=Y(&compCode=…)` open the choose-insurer-and-case-type dialog (spec 2 §2.2);
 * the signature dialog and the resubmission dialogs plug in through the page's callbacks when their features arrive.
 * 洗錢資料重送 opens the AML form in money-laundering mode (issue 12), its own chunk.
 */
export function ProposalSearchRoute() {
  const [choosing, setChoosing] = useState<{ compCode?: string } | null>(null);
  const [amlResend, setAmlResend] = useState<{ transCode: string; refresh: () => void } | null>(null);
  return (
    <>
      <ProposalSearchPage
        onNewProposal={(preset) => setChoosing(preset)}
        onAmlResend={(row, refresh) => setAmlResend({ transCode: row.transCode, refresh })}
      />
      <ChooseProposalDialog
        open={choosing !== null}
        initialCompCode={choosing?.compCode}
        onCancel={() => setChoosing(null)}
      />
      {amlResend && (
        <Suspense fallback={null}>
          <AmlResendDialog
            transCode={amlResend.transCode}
            onClose={() => setAmlResend(null)}
            onDone={amlResend.refresh}
          />
        </Suspense>
      )}
    </>
  );
}
