import type { ReactNode } from 'react';
import { Space, theme } from 'antd';

/**
 * A screen's buttons, kept at the bottom of the window while the screen scrolls: one row, never wrapped into a
 * column, never over one another (the signing step's 下一步 and 跳轉保險公司, issue 23 item 15). Not for a form's
 * steps: a bar over the window's last line hides the fields under it (they have SideActions).
 */
export function StickyActions({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 10,
        marginTop: 24,
        padding: '12px 0',
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Space wrap>{children}</Space>
    </div>
  );
}
