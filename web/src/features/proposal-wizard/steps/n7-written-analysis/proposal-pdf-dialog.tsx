import { useMemo } from 'react';
import { Modal } from 'antd';
import { ANALYSIS_PDF_RATIO } from '@agent-portal/contracts/rules';
import { writtenAnalysisMessages as wm } from '@agent-portal/contracts/messages';
import { PdfViewer } from '@/components/pdf';

/** The proposal PDF of the written analysis (recordsOnlyPdf), drawn at the ratio 1.45 (spec 3 §9). */
export function ProposalPdfDialog(props: {
  transCode: string;
  compCode: string;
  open: boolean;
  onClose: () => void;
}) {
  const { transCode, compCode, open, onClose } = props;
  const source = useMemo(
    () => ({
      url: `/api/proposals/${encodeURIComponent(transCode)}/proposal-pdf?compCode=${encodeURIComponent(compCode)}`,
    }),
    [transCode, compCode],
  );
  return (
    <Modal
      title={wm.PROPOSAL_PDF_TITLE}
      open={open}
      onCancel={onClose}
      footer={null}
      // The page at 1.45, plus the body's and the frame's padding (72) and room for the frame's scrollbar (24).
      width={Math.round(595 * ANALYSIS_PDF_RATIO) + 96}
      destroyOnClose
    >
      <div style={{ maxHeight: '70vh', overflow: 'auto', background: '#f5f5f5', padding: 12 }}>
        {open && <PdfViewer source={source} scale={ANALYSIS_PDF_RATIO} title={wm.PROPOSAL_PDF_TITLE} />}
      </div>
    </Modal>
  );
}
