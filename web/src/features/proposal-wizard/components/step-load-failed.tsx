import { Button, Result } from 'antd';
import { proposalMessages } from '@agent-portal/contracts/messages';

/**
 * A step whose data did not load, with 重新載入. A chunk of its own (step-host loads it on a failure): antd's Result
 * brings its status illustrations, ~10 KiB gzip that no step needs at first paint (issue 25 item 4).
 */
export default function StepLoadFailed({ onRetry }: { onRetry: () => void }) {
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
