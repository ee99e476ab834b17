import { useEffect } from 'react';
import { List, Spin, Typography } from 'antd';
import { useSigningState } from '../api/signing';

export interface SigningCompletenessProps {
  transCode: string;
  /** Opens the signing step (n8). */
  onOpen: () => void;
  /** How many signers still have locations to sign (the panel's verdict). */
  onPending?: (signers: number) => void;
}

/** The signing part of the completeness panel: each signer and location still unsigned, with a link to the step. */
export default function SigningCompleteness({ transCode, onOpen, onPending }: SigningCompletenessProps) {
  const { data } = useSigningState(transCode);
  const pendingSigners = data?.signers.filter((s) => s.signed < s.total).length;
  useEffect(() => {
    if (pendingSigners !== undefined) onPending?.(pendingSigners);
  }, [pendingSigners, onPending]);
  if (!data) return <Spin size="small" />;
  const unsigned = data.blocks.filter((b) => !b.image);
  if (unsigned.length === 0) return <Typography.Text type="success">簽名：已全部完成</Typography.Text>;
  return (
    <List
      size="small"
      header={<strong>簽名：尚有 {unsigned.length} 處未簽</strong>}
      dataSource={data.signers.filter((s) => s.signed < s.total)}
      renderItem={(s) => (
        <List.Item
          actions={[
            <a key="go" onClick={onOpen}>
              前往簽名
            </a>,
          ]}
          data-testid={`unsigned-${s.signCode}`}
        >
          {s.label} {s.name}：
          {unsigned
            .filter((b) => b.cusCode === s.cusCode)
            .map((b) => `${b.docName}－${b.label}`)
            .join('、')}
        </List.Item>
      )}
    />
  );
}
