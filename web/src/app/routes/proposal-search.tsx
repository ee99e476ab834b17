import { Suspense, useState } from 'react';
import { ProposalSearchPage } from '@/features/proposals';
import {
  AmlResendDialog,
  ChooseProposalDialog,
  ResendCheckItemsDialog,
  SignatureDialogHost,
  type ResendCase,
  type SignatureOpening,
} from '@/features/proposal-wizard';

/**
 * 要保書查詢. 新增要保書 and `?newFlag=Y(&compCode=…)` open the choose-insurer-and-case-type dialog (spec 2 §2.2);
 * an unsigned S case's edit opens the signature dialog; 檢核資料重送 opens the n4 form in 檢核總表 and 洗錢資料重送
 * the AML form in money-laundering mode (issue 12), each its own chunk.
 */
export function ProposalSearchRoute() {
  const [choosing, setChoosing] = useState<{ compCode?: string } | null>(null);
  const [signing, setSigning] = useState<SignatureOpening | null>(null);
  const [resend, setResend] = useState<{ target: ResendCase; refresh: () => void } | null>(null);
  const [amlResend, setAmlResend] = useState<{ transCode: string; refresh: () => void } | null>(null);
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
        onAmlResend={(row, refresh) => setAmlResend({ transCode: row.transCode, refresh })}
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
