import { useMemo, useState } from 'react';
import { Alert, Button, Collapse, Empty, Tag } from 'antd';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { writtenAnalysisMessages as wm } from '@agent-portal/contracts/messages';
import { base64ToBytes, PdfViewer } from '@/components/pdf';
import { useButtonLock } from '@/hooks/use-button-lock';
import { logProposalAccess } from '@/lib/access-log';
import type { StatementDocument } from './get-statements';
import { postStatementReview } from './post-statement-review';
import type { StepScreenProps } from '../../registry/types';
import type { StatementsStepValues } from './index';

type Doc = StatementDocument & { agreed: boolean };

/** A statement's content: its PDF at the STATEMENT_PRESENT scale, or its HTML in a sandboxed frame. */
function StatementContent({ doc, scale }: { doc: Doc; scale: number }) {
  const source = useMemo(() => ({ data: base64ToBytes(doc.pdfBase64 ?? '') }), [doc.pdfBase64]);
  if (doc.contType === 'HTML') {
    return (
      <iframe
        title={doc.annexName}
        sandbox=""
        srcDoc={`<meta charset="utf-8"><body style="font-family:sans-serif;line-height:1.7">${doc.html ?? ''}</body>`}
        style={{ width: '100%', height: 320, border: '1px solid #f0f0f0' }}
      />
    );
  }
  return (
    // Scrolls on its own: focusable and named, so the keyboard can scroll it too (axe's scrollable-region-focusable).
    <div
      role="region"
      aria-label={doc.annexName}
      tabIndex={0}
      style={{ maxHeight: 640, overflow: 'auto', background: '#f5f5f5', padding: 12 }}
    >
      <PdfViewer source={source} scale={scale} title={doc.annexName} />
    </div>
  );
}

/** n6 其他聲明事項: one panel per document; 本人已詳閱並同意 records the review and collapses the panel. */
export default function StatementsScreen({
  control,
  readOnly,
  context,
}: StepScreenProps<StatementsStepValues>) {
  const { field } = useController({ control, name: 'documents' });
  const docs = (field.value as Doc[] | undefined) ?? [];
  const scale = (useWatch({ control, name: 'scale' }) as number | undefined) ?? 1;
  const { errors, isSubmitted } = useFormState({ control, name: 'documents' });
  const [open, setOpen] = useState<string[]>(() => docs.filter((d) => !d.agreed).map((d) => d.docCode));
  const lock = useButtonLock();
  const error = (errors.documents as { message?: string } | undefined)?.message;

  const agree = (doc: Doc) =>
    lock.run(async () => {
      if (!context?.transCode) return;
      logProposalAccess('ProposalSteps', 'agreeStatement', doc.annexName, {
        transCode: context.transCode,
        stepCode: context.stepCode,
      });
      await postStatementReview(context.transCode, doc.docCode, doc.docVersion);
      field.onChange(docs.map((d) => (d.docCode === doc.docCode ? { ...d, agreed: true } : d)));
      setOpen((keys) => keys.filter((k) => k !== doc.docCode));
    });

  if (docs.length === 0) return <Empty description={wm.STATEMENT_NONE} />;
  return (
    <>
      {error && isSubmitted && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Collapse
        activeKey={open}
        onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
        items={docs.map((doc) => ({
          key: doc.docCode,
          label: doc.annexName,
          extra: doc.agreed ? <Tag color="success">{wm.STATEMENT_AGREED}</Tag> : null,
          children: (
            <>
              <StatementContent doc={doc} scale={scale} />
              {!readOnly && (
                <div style={{ marginTop: 12, textAlign: 'center' }}>
                  <Button
                    type="primary"
                    disabled={doc.agreed || lock.locked}
                    loading={lock.locked}
                    onClick={() => void agree(doc)}
                  >
                    {doc.agreed ? wm.STATEMENT_AGREED : wm.STATEMENT_AGREE}
                  </Button>
                </div>
              )}
            </>
          ),
        }))}
      />
    </>
  );
}
