import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'antd';
import { CloseCircleFilled } from '@ant-design/icons';
import { errorMessages } from '@agent-portal/contracts/messages';

interface State {
  failed: boolean;
}

/**
 * Catches a render crash (or a page chunk that failed to load) and offers a reload instead of a blank page.
 * Plain markup and the entry's Button: antd's Result would add its illustrations to every page's entry chunk.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: '96px 24px', textAlign: 'center' }}>
        <CloseCircleFilled style={{ fontSize: 72, color: '#ff4d4f' }} />
        <h1 style={{ fontSize: 20, fontWeight: 500, margin: '24px 0' }}>{errorMessages.SERVER_BUSY}</h1>
        <Button type="primary" onClick={() => window.location.reload()}>
          重新整理
        </Button>
      </div>
    );
  }
}
