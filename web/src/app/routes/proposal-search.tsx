import { Suspense, useCallback, useState } from 'react';
import { Button, Space, Spin } from 'antd';
import { ProposalSearchPage } from '@/features/proposals';
import {
  AmlResendDialog,
  ChooseProposalDialog,
  ResendCheckItemsDialog,
  type ResendCase,
  useSigningJump,
} from '@/features/proposal-wizard/dialogs';
import { EvidenceDialog, PreviewDialog, SignatureDialog, SigningStatusRow } from '@/features/signing';

/**
 * 要保書查詢. 新增要保書 and `?newFlag=Y(&compCode=…)` open the choose-insurer-and-case-type dialog (spec 2 §2.2);
 * an S case the customer has not signed opens the signature dialog (issue 13); a mobile row expands to each
 * signer's status with the evidence and the document preview, which 文件預覽 beside each 預覽 opens too; 檢核資料重送 opens the n4 form in 檢核總表 and
 * 洗錢資料重送 the AML form in money-laundering mode (issue 12), each its own chunk.
 */
export function ProposalSearchRoute() {
  const [choosing, setChoosing] = useState<{ compCode?: string } | null>(null);
  // The choose dialog's chunk loads at the first 新增要保書 (or ?newFlag=Y); the dialog then stays mounted.
  const [chosen, setChosen] = useState(false);
  const choose = useCallback((preset: { compCode?: string }) => {
    setChosen(true);
    setChoosing(preset);
  }, []);
  const [signing, setSigning] = useState<{ transCode: string; compCode: string } | null>(null);
  const [evidence, setEvidence] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [resend, setResend] = useState<{ target: ResendCase; refresh: () => void } | null>(null);
  const [amlResend, setAmlResend] = useState<{ transCode: string; refresh: () => void } | null>(null);
  const signingJump = useSigningJump();
  const documentPreview = useCallback((row: { transCode: string }) => setPreview(row.transCode), []);
  return (
    <>
      <ProposalSearchPage
        onNewProposal={choose}
        onOpenSignature={(opening) => setSigning(opening)}
        onResendCheckData={(row, refresh) =>
          setResend({ target: { transCode: row.transCode, polInsureType: row.polInsureType }, refresh })
        }
        onAmlResend={(row, refresh) => setAmlResend({ transCode: row.transCode, refresh })}
        onDocumentPreview={documentPreview}
        expandedRow={(row) => (
          <Suspense fallback={<Spin size="small" />}>
            <Space size={24} align="start">
              {row.polInsureType === 'M' && (
                <SigningStatusRow transCode={row.transCode} onEvidence={setEvidence} />
              )}
              <Button size="small" onClick={() => setPreview(row.transCode)}>
                文件預覽
              </Button>
            </Space>
          </Suspense>
        )}
      />
      <Suspense fallback={null}>
        {chosen && (
          <ChooseProposalDialog
            open={choosing !== null}
            initialCompCode={choosing?.compCode}
            onCancel={() => setChoosing(null)}
          />
        )}
        {signing !== null && (
          <SignatureDialog opening={signing} onClose={() => setSigning(null)} onJump={signingJump} />
        )}
        {evidence !== null && <EvidenceDialog transCode={evidence} onClose={() => setEvidence(null)} />}
        {preview !== null && <PreviewDialog transCode={preview} onClose={() => setPreview(null)} />}
        {resend && (
          <ResendCheckItemsDialog
            target={resend.target}
            onClose={() => setResend(null)}
            onDone={resend.refresh}
          />
        )}
        {amlResend && (
          <AmlResendDialog
            transCode={amlResend.transCode}
            onClose={() => setAmlResend(null)}
            onDone={amlResend.refresh}
          />
        )}
      </Suspense>
    </>
  );
}
