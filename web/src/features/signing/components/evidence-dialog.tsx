import { Alert, Modal, Table, Tag, Typography } from 'antd';
import { useEvidence, type SignatureEvidence } from '../api/signing';

export interface EvidenceDialogProps {
  transCode: string | null;
  onClose: () => void;
}

type Row = SignatureEvidence['records'][number];

const hash = (value: string) => (
  <Typography.Text code copyable={{ text: value }} title={value}>
    {value.slice(0, 12)}…
  </Typography.Text>
);

/** 簽名證據: every stored signature of the case from the append-only audit log, with the hash chain checked. */
export default function EvidenceDialog({ transCode, onClose }: EvidenceDialogProps) {
  const { data, isLoading } = useEvidence(transCode ?? undefined);
  return (
    <Modal
      open={transCode !== null}
      title={`簽名證據 ${transCode ?? ''}`}
      width={1300}
      footer={null}
      onCancel={onClose}
      destroyOnClose
    >
      {data && (
        <Alert
          style={{ marginBottom: 12 }}
          type={data.chainValid ? 'success' : 'error'}
          showIcon
          data-testid="evidence-chain"
          message={
            data.chainValid
              ? `稽核紀錄完整：共 ${data.records.length} 筆，雜湊鏈驗證無誤`
              : '稽核紀錄雜湊鏈驗證失敗，紀錄可能遭竄改'
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
          {
            title: '簽名時間',
            dataIndex: 'at',
            // Taiwan time, as the signers' sign times (signDt) are written.
            render: (v: string) =>
              new Date(v).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', hour12: false }),
          },
          {
            title: '簽名人',
            render: (_, r) => `${r.label.replace(/簽名|親簽同意投保/g, '')} ${r.signerName}`,
          },
          {
            title: '簽名欄位',
            render: (_, r) => (
              <span>
                {r.label} <Tag>{r.recCode}</Tag>
              </span>
            ),
          },
          {
            title: '文件',
            render: (_, r) => (
              <span>
                {r.docCode} <Tag>{r.docFid}</Tag>
              </span>
            ),
          },
          { title: '業務員', dataIndex: 'userCode' },
          { title: '來源 IP', dataIndex: 'clientIp' },
          { title: '瀏覽器', dataIndex: 'userAgent', ellipsis: true, width: 180 },
          { title: '簽名圖檔 SHA-256', dataIndex: 'imageSha256', render: hash },
          { title: '所示文件 SHA-256', dataIndex: 'pdfSha256', render: hash },
        ]}
      />
    </Modal>
  );
}
