import { useState } from 'react';
import { App, Button, Modal, Space } from 'antd';
import { signingMessages as sm } from '@agent-portal/contracts/messages';
import type { SigningState } from '../api/signing';
import { useJumpToInsurer } from '../hooks/use-jump-to-insurer';
import { SignaturePanel } from './signature-panel';

export interface SignatureDialogProps {
  transCode: string | null;
  onClose: () => void;
}

/**
 * 簽名資料 (spec 2 §2.8, §2.9): the signature panel in a full-screen dialog, opened from the list for an S case
 * the customer has not signed. Leaving asks 是否確認離開此要簽名流程？.
 */
export default function SignatureDialog({ transCode, onClose }: SignatureDialogProps) {
  const { modal } = App.useApp();
  const [state, setState] = useState<SigningState>();
  const jump = useJumpToInsurer(transCode ?? undefined, state);
  const leave = () =>
    modal.confirm({ content: sm.LEAVE_CONFIRM, okText: '確定', cancelText: '取消', onOk: onClose });
  return (
    <Modal
      open={transCode !== null}
      title={sm.DIALOG_TITLE}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      onCancel={leave}
      maskClosable={false}
      destroyOnClose
      footer={
        <Space>
          <Button onClick={leave}>離開</Button>
          <Button type="primary" onClick={() => void jump()}>
            跳轉保險公司
          </Button>
        </Space>
      }
    >
      {transCode && <SignaturePanel transCode={transCode} onState={setState} />}
    </Modal>
  );
}
