import { describe, expect, it } from 'vitest';
import { buildNavItems, selectedKeyOf } from '../menu-items';

const menu = [
  { menuCode: 'HOME', menuName: '工作首頁', depths: 1 as const, url: 'home', parentMenuCode: null },
  { menuCode: 'INS', menuName: '要保書', depths: 1 as const, url: null, parentMenuCode: null },
  { menuCode: 'INS01', menuName: '要保書列表', depths: 2 as const, url: 'proposal', parentMenuCode: 'INS' },
  {
    menuCode: 'INS02',
    menuName: '客戶清單',
    depths: 2 as const,
    url: 'customerListRelease',
    parentMenuCode: 'INS',
  },
  { menuCode: 'ORPHAN', menuName: '孤兒', depths: 2 as const, url: 'home', parentMenuCode: 'NONE' },
];

describe('buildNavItems', () => {
  it('depth-1 items with their depth-2 children; routes by name; unknown names to nopage', () => {
    expect(buildNavItems(menu)).toEqual([
      { key: 'HOME', label: '工作首頁', path: '/home' },
      {
        key: 'INS',
        label: '要保書',
        children: [
          { key: 'INS01', label: '要保書列表', path: '/proposal' },
          { key: 'INS02', label: '客戶清單', path: '/nopage' },
        ],
      },
    ]);
  });

  it('selects the leaf of the current path', () => {
    const nav = buildNavItems(menu);
    expect(selectedKeyOf(nav, '/proposal')).toBe('INS01');
    expect(selectedKeyOf(nav, '/home')).toBe('HOME');
    expect(selectedKeyOf(nav, '/other')).toBeUndefined();
  });
});
