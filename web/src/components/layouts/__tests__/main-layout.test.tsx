import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MainLayout } from '../main-layout';
import type { NavItem } from '../menu-items';

const nav: NavItem[] = [
  { key: 'HOME', label: '工作首頁', path: '/home' },
  {
    key: 'M03',
    label: '業績查詢',
    children: [
      { key: 'M0301', label: '佣金查詢', path: '/commissionSearch' },
      { key: 'M0302', label: '攜出申請', path: '/releasePermitAudit' },
    ],
  },
];

afterEach(cleanup);

function draw(at: string, onMenuSelect?: (key: string, path: string) => void) {
  const onLogout = vi.fn();
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path="*"
          element={
            <MainLayout
              userName="王小明"
              roleName="業務員"
              nav={nav}
              remainingSeconds={1799}
              onLogout={onLogout}
              onMenuSelect={onMenuSelect}
            >
              <p>page</p>
            </MainLayout>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { onLogout };
}

describe('MainLayout', () => {
  it('shows the greeting, the countdown, the home link and logout around the page', () => {
    const { onLogout } = draw('/home');
    expect(screen.getByText('您好，王小明（業務員）')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('1799 秒後將自動登出');
    expect(screen.getByRole('link', { name: '工作首頁' }).getAttribute('href')).toBe('/home');
    expect(screen.getByRole('main').textContent).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: '登出' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('draws the two-level role menu with every group open and marks the current page', () => {
    draw('/commissionSearch');
    const menu = screen.getByRole('navigation', { name: '主選單' });
    const group = within(menu).getByRole('menuitem', { name: '業績查詢' });
    expect(group.getAttribute('aria-expanded')).toBe('true');
    const current = within(menu).getByRole('menuitem', { name: '佣金查詢' });
    expect(current.className).toContain('ant-menu-item-selected');
    expect(within(menu).getByRole('menuitem', { name: '攜出申請' }).className).not.toContain(
      'ant-menu-item-selected',
    );
  });

  it('hands a chosen leaf and its path to the shell; a group title only opens and closes', () => {
    const onMenuSelect = vi.fn();
    draw('/home', onMenuSelect);
    const menu = screen.getByRole('navigation', { name: '主選單' });
    fireEvent.click(within(menu).getByRole('menuitem', { name: '攜出申請' }));
    fireEvent.click(within(menu).getByRole('menuitem', { name: '工作首頁' }));
    const group = within(menu).getByRole('menuitem', { name: '業績查詢' });
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(onMenuSelect.mock.calls).toEqual([
      ['M0302', '/releasePermitAudit'],
      ['HOME', '/home'],
    ]);
  });

  it('navigates to the leaf path by default', () => {
    draw('/home');
    fireEvent.click(screen.getByRole('menuitem', { name: '佣金查詢' }));
    expect(
      within(screen.getByRole('navigation', { name: '主選單' })).getByRole('menuitem', { name: '佣金查詢' })
        .className,
    ).toContain('ant-menu-item-selected');
  });
});
