import { act, cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionReminder } from '../session-reminder';

afterEach(cleanup);

/** The home page's service announcement: an antd confirm dialog opened after the page drew. */
function Announcement() {
  const { modal } = App.useApp();
  useEffect(() => {
    void modal.info({ title: '服務公告', content: '系統維護通知', okText: '確定' });
  }, [modal]);
  return null;
}

const zIndexOf = (title: string) =>
  Number((screen.getAllByText(title)[0]?.closest('.ant-modal-wrap') as HTMLElement).style.zIndex);

describe('SessionReminder', () => {
  it('stays above a confirm dialog opened after it (the announcement, late on a slow page)', async () => {
    const { rerender } = render(
      <App>
        <SessionReminder open remainingSeconds={60} onLogout={() => undefined} />
      </App>,
    );
    await act(async () => {
      rerender(
        <App>
          <SessionReminder open remainingSeconds={60} onLogout={() => undefined} />
          <Announcement />
        </App>,
      );
    });
    expect(await screen.findAllByText('服務公告')).not.toHaveLength(0);
    expect(zIndexOf('系統提示')).toBeGreaterThan(zIndexOf('服務公告'));
  });
});
