import { Alert, Button } from 'antd';
import { signingMessages as sm } from '@agent-portal/contracts/messages';

export interface DocumentFailedProps {
  /** Loads the document again. */
  onReload: () => void;
  testId?: string;
}

/** Spec 2 §8 "PDF failure: 文件產出發生異常，請聯絡系統管理員。, then reload": the message, and 重新載入 to try again. */
export function DocumentFailed({ onReload, testId }: DocumentFailedProps) {
  return (
    <Alert
      showIcon
      type="error"
      message={sm.PDF_FAILED}
      data-testid={testId}
      action={
        <Button size="small" onClick={onReload}>
          重新載入
        </Button>
      }
    />
  );
}
