import { Button, Result } from 'antd';
import { proposalMessages } from '@agent-portal/contracts/messages';

/** A step whose data did not load, with 重新載入. */
export function StepLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={proposalMessages.STEP_LOAD_FAILED}
      extra={
        <Button type="primary" onClick={onRetry}>
          重新載入
        </Button>
      }
    />
  );
}
