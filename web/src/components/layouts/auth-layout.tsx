import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

interface AuthLayoutProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The public pages' frame: a centred card with the page title. */
export function AuthLayout({ title, children, footer }: AuthLayoutProps) {
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
      <Card style={{ width: 420, boxShadow: '0 4px 16px rgba(0, 0, 0, 0.08)' }}>
        <Typography.Title level={2} style={{ textAlign: 'center', marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
        {footer}
      </Card>
    </main>
  );
}
