import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { errorMessages } from '@agent-portal/contracts/messages';

interface State {
  failed: boolean;
}

/**
 * Catches a render crash (or a page chunk that failed to load) and offers a reload instead of a blank page.
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
      <div role="alert">
        <Result
          status="error"
          title={errorMessages.SERVER_BUSY}
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              重新整理
            </Button>
          }
        />
      </div>
    );
  }
}
