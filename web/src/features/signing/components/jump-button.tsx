import { Button } from 'antd';
import { useSigningState } from '../api/signing';
import { jumpLabel, useJumpToInsurer } from '../hooks/use-jump-to-insurer';

export interface JumpButtonProps {
  transCode: string;
  stepCode: 'INS_S8' | 'INS_S9';
}

/**
 * 跳轉保險公司 as a step's final action (n9, issue 20): the signing step's jump (warning, declaration, confirm list),
 * so that a signed case opened at its last step still reaches the insurer.
 */
export default function JumpButton({ transCode, stepCode }: JumpButtonProps) {
  const { data: state } = useSigningState(transCode);
  const jump = useJumpToInsurer(transCode, state, stepCode);
  return (
    <Button type="primary" disabled={!state} onClick={() => void jump()} data-testid="final-jump">
      {jumpLabel(state)}
    </Button>
  );
}
