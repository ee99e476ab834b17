import type { ReactNode } from 'react';
import { theme } from 'antd';

/** The width the page keeps free at its right edge for the side buttons, so that no field lies under them. */
export const SIDE_ACTIONS_GUTTER = 112;

/**
 * A long form's 上一步 and 下一步, fixed at the window's right edge, half-way down (spec 3 §2's "fixed side previous
 * and next"): in reach wherever the agent has scrolled to, over no field (the page keeps SIDE_ACTIONS_GUTTER free).
 * They repeat the buttons under the form, which keyboards and screen readers use: hidden from both here
 * (aria-hidden, out of the tab order), so each action has one accessible button.
 */
export function SideActions({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      aria-hidden="true"
      data-testid="side-actions"
      style={{
        position: 'fixed',
        right: 16,
        top: '50%',
        transform: 'translateY(-50%)',
        zIndex: 10,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        padding: 8,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </div>
  );
}
