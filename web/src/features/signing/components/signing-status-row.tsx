import { Button, Space, Spin } from 'antd';
import { useSigningState } from '../api/signing';
import { SignerDocuments } from './signer-status';

export interface SigningStatusRowProps {
  transCode: string;
  onEvidence: (transCode: string) => void;
}

/** The proposal list's expanded row: each signer's status per document, and the evidence view. */
export default function SigningStatusRow({ transCode, onEvidence }: SigningStatusRowProps) {
  const { data } = useSigningState(transCode);
  if (!data) return <Spin size="small" />;
  return (
    <Space size={24} align="start" data-testid={`signing-row-${transCode}`}>
      <SignerDocuments state={data} />
      <Button size="small" onClick={() => onEvidence(transCode)}>
        簽名證據
      </Button>
    </Space>
  );
}
