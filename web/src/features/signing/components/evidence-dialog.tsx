import { Alert, Modal, Space, Table, Tag, Typography } from 'antd';
import { signingMessages } from '@agent-portal/contracts/messages';
import { BUSINESS_TIME_ZONE, evidenceVerdict } from '@agent-portal/contracts/rules';
import { useEvidence, type SignatureEvidence } from '../api/signing';

export interface EvidenceDialogProps {
  transCode: string | null;
  onClose: () => void;
}

type Row = SignatureEvidence['records'][number];

/** Taiwan time, as the signers' sign times (signDt) are written. */
const taipei = (iso: string) =>
  new Date(iso).toLocaleString('zh-TW', { timeZone: BUSINESS_TIME_ZONE, hour12: false });

const KIND: Record<Row['kind'], string> = signingMessages.EVIDENCE_KIND;
const STATE: Record<NonNullable<Row['state']>, { text: string; color: string }> = {
  pending: { text: signingMessages.EVIDENCE_PENDING, color: 'gold' },
  confirmed: { text: signingMessages.EVIDENCE_CONFIRMED, color: 'green' },
  failed: { text: signingMessages.EVIDENCE_FAILED, color: 'red' },
  voided: { text: signingMessages.EVIDENCE_VOIDED, color: 'default' },
};

/** A name over its code, the code in small type that wraps inside its column. */
const Labelled = ({ text, code }: { text: string; code: string }) => (
  <div>
    <div>{text}</div>
    {code && (
      <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
        {code}
      </Typography.Text>
    )}
  </div>
);

const hash = (value: string) => (
  <Typography.Text code copyable={{ text: value }} title={value}>
    {value.slice(0, 12)}…
  </Typography.Text>
);

/**
 * 簽名證據: every event of the case's signing from the append-only audit log (issue 22: each signature and its
 * settlement, each completed document's hash), with the chain and the core's signatures checked on this read.
 */
export default function EvidenceDialog({ transCode, onClose }: EvidenceDialogProps) {
  const { data, isLoading } = useEvidence(transCode ?? undefined);
  const verdict = data && evidenceVerdict(data);
  return (
    <Modal
      open={transCode !== null}
      title={`簽名證據 ${transCode ?? ''}`}
      width={1300}
      footer={null}
      onCancel={onClose}
      destroyOnClose
    >
      {verdict && (
        <Alert
          style={{ marginBottom: 12 }}
          type={verdict.ok ? 'success' : 'error'}
          showIcon
          data-testid="evidence-chain"
          message={verdict.text}
          description={
            <Space size="large">
              <span>驗證時間 {taipei(data!.verifiedAt)}</span>
              <Typography.Link href={`/api/proposals/${transCode}/evidence/report`} target="_blank">
                稽核報表
              </Typography.Link>
            </Space>
          }
        />
      )}
      <Table<Row>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.records ?? []}
        pagination={false}
        scroll={{ x: 1200 }}
        columns={[
          { title: '時間', dataIndex: 'at', render: taipei },
          {
            title: '事件',
            render: (_, r) => (
              <span data-testid={`evidence-${r.kind}`}>
                {KIND[r.kind]}
                {r.state && <Tag color={STATE[r.state].color}>{STATE[r.state].text}</Tag>}
              </span>
            ),
          },
          {
            title: '簽名人',
            render: (_, r) => `${r.label.replace(/簽名|親簽同意投保/g, '')} ${r.signerName}`,
          },
          {
            title: '簽名欄位',
            render: (_, r) => <Labelled text={r.label} code={r.recCode} />,
          },
          {
            title: '文件',
            render: (_, r) => <Labelled text={r.docCode} code={r.docFid} />,
          },
          { title: '業務員', dataIndex: 'userCode' },
          { title: '來源 IP', dataIndex: 'clientIp' },
          { title: '瀏覽器', dataIndex: 'userAgent', ellipsis: true, width: 180 },
          {
            title: '簽名圖檔 SHA-256',
            dataIndex: 'imageSha256',
            render: (v: string) => (v ? hash(v) : null),
          },
          {
            title: '文件 SHA-256',
            dataIndex: 'pdfSha256',
            render: (v: string) => (v ? hash(v) : null),
          },
        ]}
      />
    </Modal>
  );
}
