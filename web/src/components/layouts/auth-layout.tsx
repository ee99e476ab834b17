import type { ReactNode } from 'react';
import { theme } from 'antd';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/**
 * The public pages' frame: a centred card with the page title. A plain panel with antd's tokens rather than
 * antd's Card, whose tab bar (rc-tabs, rc-menu, dropdowns) would add about 40 KiB gzip to the login page; a plain
 * heading rather than antd's Typography (its copy and ellipsis tools cost about 8 KiB gzip).
 */
export function AuthLayout({ title, children, footer }: AuthLayoutProps) {
  const { token } = theme.useToken();
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'linear-gradient(180deg, #e6f0ff 0%, #f5f7fa 100%)',
      }}
    >
      <section
        style={{
          width: 420,
          padding: token.paddingLG,
          background: token.colorBgContainer,
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          boxShadow: '0 4px 16px rgba(0, 0, 0, 0.08)',
        }}
      >
        <h2
          style={{
            textAlign: 'center',
            marginTop: 0,
            marginBottom: '0.5em',
            fontSize: token.fontSizeHeading2,
            fontWeight: token.fontWeightStrong,
            lineHeight: token.lineHeightHeading2,
            color: token.colorTextHeading,
          }}
        >
          {title}
        </h2>
        {children}
        {footer}
      </section>
    </main>
  );
}
