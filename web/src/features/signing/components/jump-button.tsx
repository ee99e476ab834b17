import { Button } from 'antd';
import { useSigningState } from '../api/signing';
import { jumpLabel, type SigningJumpHandler } from '../utils/jump-label';

export interface JumpButtonProps {
  transCode: string;
  /** The wizard's jump (its step's warnings, the declaration, the jump itself), wired by app/. */
  onJump: SigningJumpHandler;
}

/**
 * 跳轉保險公司 as a step's final action (n9, issue 20): the signing step's jump (warning, declaration, confirm list),
 * so that a signed case opened at its last step still reaches the insurer.
 */
export default function JumpButton({ transCode, onJump }: JumpButtonProps) {
  const { data: state } = useSigningState(transCode);
  return (
    <Button
      type="primary"
      disabled={!state}
      onClick={() => void onJump(transCode, state)}
      data-testid="final-jump"
    >
      {jumpLabel(state)}
    </Button>
  );
}
