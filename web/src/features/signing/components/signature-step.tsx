import { useCallback, useState } from 'react';
import { Alert } from 'antd';
import type { SigningState } from '../api/signing';
import type { SigningJumpHandler } from '../utils/jump-label';
import { SignaturePanel } from './signature-panel';
import { SignatureStepActions } from './signature-step-actions';

export interface SignatureStepProps {
  transCode: string | undefined;
  readOnly: boolean;
  /** Every block signed or not (the step's required field). */
  onComplete: (complete: boolean) => void;
  /** After updateToPreview: on to INS_S9. */
  onCompleted: () => void;
  showJump: boolean;
  /** 跳轉保險公司: the wizard's jump, passed in by the wizard's n8 step. */
  onJump: SigningJumpHandler;
}

/** Step n8 (INS_S8): the signature component, the floating 下一步 and 跳轉保險公司 (spec 2 §2.9). */
export default function SignatureStep({
  transCode,
  readOnly,
  onComplete,
  onCompleted,
  showJump,
  onJump,
}: SignatureStepProps) {
  const [state, setState] = useState<SigningState>();
  const seen = useCallback(
    (s: SigningState) => {
      setState(s);
      onComplete(s.complete);
    },
    [onComplete],
  );
  if (!transCode) return <Alert type="info" showIcon message="請先完成前面步驟並儲存，再進行簽名。" />;
  return (
    <>
      <SignaturePanel transCode={transCode} readOnly={readOnly} onState={seen} />
      <SignatureStepActions
        transCode={transCode}
        state={state}
        readOnly={readOnly}
        onCompleted={onCompleted}
        showJump={showJump}
        onJump={onJump}
      />
    </>
  );
}
