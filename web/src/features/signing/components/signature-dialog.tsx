import { useState } from 'react';
import { App, Button, Modal, Space, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { signingMessages as sm } from '@agent-portal/contracts/messages';
import { proposalWizardPath, WIZARD_LAST_STEP } from '@/config/paths';
import type { SigningState } from '../api/signing';
import { useCompleteSigning } from '../hooks/use-complete-signing';
import { jumpLabel, type SigningJumpHandler } from '../utils/jump-label';
import { SignaturePanel } from './signature-panel';

const FULL_HEIGHT = {
  content: { height: '100vh', display: 'flex', flexDirection: 'column' },
  body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
} as const;

export interface SignatureDialogProps {
  /** The case: an S mobile case the customer has not signed. */
  opening: { transCode: string; compCode: string } | null;
  onClose: () => void;
  /** 跳轉保險公司 (the wizard's jump, wired by app/). */
  onJump: SigningJumpHandler;
}

/**
 * 簽名資料 (spec 2 §2.8, §2.9): the signature panel in a full-screen dialog, opened from the list for an S case
 * the customer has not signed; 下一步 finishes the signing and opens the broker forms (INS_S9), 跳轉保險公司 jumps.
 * Leaving asks 是否確認離開此要簽名流程？.
 */
export default function SignatureDialog({ opening, onClose, onJump }: SignatureDialogProps) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const [state, setState] = useState<SigningState>();
  const transCode = opening?.transCode;
  const complete = useCompleteSigning(transCode, state, () => {
    if (!opening) return;
    navigate(
      proposalWizardPath({
        transCode: opening.transCode,
        compCode: opening.compCode,
        polInsureType: 'M',
        routerPage: WIZARD_LAST_STEP.M,
      }),
    );
  });
  const leave = () =>
    modal.confirm({ content: sm.LEAVE_CONFIRM, okText: '確定', cancelText: '取消', onOk: onClose });
  return (
    <Modal
      open={opening !== null}
      title={sm.DIALOG_TITLE}
      width="100vw"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      // The window's height and no more: the footer's actions stay on screen at 1366×768 and the PDF scrolls in
      // its own area (issue 41 item 3), not the dialog.
      styles={FULL_HEIGHT}
      onCancel={leave}
      maskClosable={false}
      destroyOnClose
      footer={
        <Space>
          <Tag color={state?.complete ? 'green' : 'orange'} data-testid="signing-completeness">
            {state?.complete ? sm.ALL_SIGNED : sm.INCOMPLETE(state?.remaining ?? 0)}
          </Tag>
          <Button onClick={leave}>離開</Button>
          <Button onClick={() => void (transCode && onJump(transCode, state))}>{jumpLabel(state)}</Button>
          <Button type="primary" loading={complete.locked} onClick={complete.run}>
            下一步
          </Button>
        </Space>
      }
    >
      {transCode && <SignaturePanel transCode={transCode} onState={setState} fill />}
    </Modal>
  );
}
