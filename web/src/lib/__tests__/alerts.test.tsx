import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorAlertContent } from '../alerts';

afterEach(cleanup);

describe('the error alert shows the request id (issue 14: support finds the log line)', () => {
  it('adds 「錯誤代碼：…」 under the message, the id selectable as one piece', () => {
    render(
      errorAlertContent({
        time: '2026/01/02 11:04:05',
        message: '系統忙碌中',
        reload: true,
        requestId: 'k3x9-0001',
      }),
    );
    expect(screen.getByTestId('error-alert').textContent).toBe(
      '2026/01/02 11:04:05系統忙碌中錯誤代碼：k3x9-0001',
    );
    const id = screen.getByText('k3x9-0001');
    expect(id.tagName).toBe('CODE');
    expect(id.style.userSelect).toBe('all');
  });

  it('shows no code line when no BFF answered (no request id)', () => {
    render(errorAlertContent({ time: 't', message: '無回應', reload: true }));
    expect(screen.queryByTestId('error-request-id')).toBeNull();
  });
});
