import { Children, type ReactNode } from 'react';
import { Space, theme } from 'antd';

/**
 * A step's buttons, fixed to the bottom of the window while the step scrolls (the "fixed floating" previous and next
 * of spec 2 §2.5, §2.9 and spec 3 §2): one row, never wrapped into a column, never over one another, and only one of
 * each button on the page (the spec's in-page and side buttons are the same actions).
 */
export function StickyActions({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  // No buttons (a step whose screen has its own, as the signing step's): no bar over the screen's.
  if (Children.toArray(children).length === 0) return null;
  return (
    <div
      data-testid="step-actions"
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
