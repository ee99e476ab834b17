import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavMenu } from '../nav-menu';
import type { NavItem } from '../menu-items';

const nav: NavItem[] = [
  { key: 'HOME', label: '工作首頁', path: '/home' },
  {
    key: 'M03',
    label: '業績查詢',
    children: [
      { key: 'M0301', label: '佣金查詢', path: '/commission' },
      { key: 'M0302', label: '攜出申請', path: '/release' },
    ],
  },
];

afterEach(cleanup);

describe('NavMenu', () => {
  it('draws the role menu open, chooses a leaf by click, Enter or Space, and marks the current page', () => {
    const onSelect = vi.fn();
    render(<NavMenu nav={nav} selectedKey="M0301" onSelect={onSelect} />);
    const commission = screen.getByRole('menuitem', { name: '佣金查詢' });
    expect(commission.getAttribute('aria-current')).toBe('page');
    expect(commission.tabIndex).toBe(0);
    expect(screen.getByRole('menuitem', { name: '工作首頁' }).tabIndex).toBe(-1);
    fireEvent.click(screen.getByRole('menuitem', { name: '攜出申請' }));
    fireEvent.keyDown(commission, { key: 'Enter' });
    fireEvent.keyDown(commission, { key: ' ' });
    expect(onSelect.mock.calls).toEqual([['M0302'], ['M0301'], ['M0301']]);
  });

  it('moves the focus with the arrow keys and opens and closes a group', () => {
    render(<NavMenu nav={nav} onSelect={() => {}} />);
    const home = screen.getByRole('menuitem', { name: '工作首頁' });
    const group = screen.getByRole('menuitem', { name: '業績查詢' });
    home.focus();
    fireEvent.keyDown(home, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(group);
    fireEvent.keyDown(group, { key: 'End' });
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '攜出申請' }));
    fireEvent.click(group);
    expect(group.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitem', { name: '佣金查詢' })).toBeNull();
    fireEvent.keyDown(group, { key: 'ArrowRight' });
    expect(screen.getByRole('menuitem', { name: '佣金查詢' })).toBeTruthy();
  });
});
