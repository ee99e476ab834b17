import type { ReactNode } from 'react';
import { Button, Layout, Menu, Space, Typography, type MenuProps } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { shellMessages } from '@agent-portal/contracts/messages';
import { paths } from '@/config/paths';
import { selectedKeyOf, type NavItem } from './menu-items';

interface MainLayoutProps {
  userName: string;
  roleName: string;
  nav: NavItem[];
  remainingSeconds: number;
  onLogout: () => void;
  /** A menu leaf was chosen; the default navigates to its path. */
  onMenuSelect?: (key: string, path: string) => void;
  children: ReactNode;
}

function findPath(nav: NavItem[], key: string): string | undefined {
  for (const item of nav) {
    if (item.key === key) return item.path;
    const child = item.children?.find((c) => c.key === key);
    if (child) return child.path;
  }
  return undefined;
}

/** The role menu (depths 1 and 2) as antd Menu items. */
function menuItems(nav: NavItem[]): MenuProps['items'] {
  return nav.map((item) =>
    item.children
      ? {
          key: item.key,
          label: item.label,
          children: item.children.map((c) => ({ key: c.key, label: c.label })),
        }
      : { key: item.key, label: item.label },
  );
}

/**
 * The portal frame after login (spec 1 §2 main layout): the role menu on the left, every group open; greeting,
 * countdown, home and logout on top; each page draws its own header (pro-components' PageContainer).
 */
export function MainLayout({
  userName,
  roleName,
  nav,
  remainingSeconds,
  onLogout,
  onMenuSelect,
  children,
}: MainLayoutProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = selectedKeyOf(nav, pathname);

  return (
    <Layout hasSider style={{ minHeight: '100vh' }}>
      {/* The menu column fills the window's height and stays while the page scrolls (issue 23 item 17). */}
      <Layout.Sider
        width={220}
        theme="light"
        style={{
          borderRight: '1px solid #f0f0f0',
          position: 'sticky',
          top: 0,
          height: '100vh',
          overflowY: 'auto',
        }}
      >
        <Typography.Title level={4} style={{ padding: '16px 24px', margin: 0 }}>
          業務員入口網
        </Typography.Title>
        <nav aria-label="主選單">
          <Menu
            mode="inline"
            style={{ borderInlineEnd: 0 }}
            items={menuItems(nav)}
            selectedKeys={selected ? [selected] : []}
            defaultOpenKeys={nav.filter((item) => item.children).map((item) => item.key)}
            onClick={({ key }) => {
              const path = findPath(nav, key) ?? paths.noPage;
              if (onMenuSelect) onMenuSelect(key, path);
              else navigate(path);
            }}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        {/* Stays at the top while the page scrolls: its empty middle is where toasts appear (app/provider.tsx),
            over no control (issue 41 item 7). */}
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            justifyContent: 'flex-end',
            paddingInline: 24,
            position: 'sticky',
            top: 0,
            zIndex: 20,
          }}
        >
          <Space size="large">
            <span>
              您好，{userName}（{roleName}）
            </span>
            <span role="timer" aria-live="off">
              {remainingSeconds} {shellMessages.AUTO_LOGOUT_COUNTDOWN}
            </span>
            <Link to={paths.home}>工作首頁</Link>
            <Button type="link" onClick={onLogout} style={{ padding: 0 }}>
              登出
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ margin: 24 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
