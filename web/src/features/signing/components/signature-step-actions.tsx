import { App, Button, FloatButton, Space, Tag } from 'antd';
import { signingMessages as sm } from '@agent-portal/contracts/messages';
import { ApiError } from '@/lib/api-error';
import { useButtonLock } from '@/hooks/use-button-lock';
import { postSigningComplete, type SigningState } from '../api/signing';
import { useJumpToInsurer } from '../hooks/use-jump-to-insurer';

export interface SignatureStepActionsProps {
  transCode: string;
  state: SigningState | undefined;
  readOnly: boolean;
  /** After updateToPreview succeeded: on to the broker forms (INS_S9). */
  onCompleted: () => void;
  onPrevious?: () => void;
  /** The jump applies only to cases entered from the insurer flow's source flag O (spec 2 §2.9) and never in preview. */
  showJump: boolean;
}

/** The floating buttons of the signature step: 上一步, 下一步 (updateToPreview) and 跳轉保險公司. */
export function SignatureStepActions({
  transCode,
  state,
  readOnly,
  onCompleted,
  onPrevious,
  showJump,
}: SignatureStepActionsProps) {
  const { modal, message } = App.useApp();
  const lock = useButtonLock();
  const jump = useJumpToInsurer(transCode, state);
  const complete = state?.complete ?? false;

  const next = () =>
    lock.run(async () => {
      if (readOnly) return onCompleted();
      if (!complete) {
        void modal.warning({ content: sm.INCOMPLETE(state?.remaining ?? 0), okText: '確定' });
        return;
      }
      try {
        void message.success(await postSigningComplete(transCode));
        onCompleted();
      } catch (err) {
        if (err instanceof ApiError) void modal.error({ content: err.body.message, okText: '確定' });
      }
    });

  return (
    <>
      <Space style={{ marginTop: 16 }}>
        {onPrevious && <Button onClick={onPrevious}>上一步</Button>}
        <Tag color={complete ? 'green' : 'orange'} data-testid="signing-completeness">
          {complete ? sm.ALL_SIGNED : sm.INCOMPLETE(state?.remaining ?? 0)}
        </Tag>
      </Space>
      <FloatButton.Group shape="square" style={{ right: 32, bottom: 32, width: 120 }}>
        <FloatButton
          description="下一步"
          type="primary"
          onClick={() => void next()}
          style={{ width: 120 }}
          data-testid="sign-next"
        />
        {showJump && !readOnly && (
          <FloatButton
            description="跳轉保險公司"
            onClick={() => void jump()}
            style={{ width: 120 }}
            data-testid="sign-jump"
          />
        )}
      </FloatButton.Group>
    </>
  );
}
