import type { components } from '@agent-portal/contracts/generated/bff';
import { menuUrlToPath } from '@/config/paths';

type MenuItem = components['schemas']['MenuItem'];

export interface NavItem {
  key: string;
  label: string;
  /** Where a leaf goes; a group with children has none. */
  path?: string;
  children?: NavItem[];
}

/** The role menu as a tree: depth-1 items, each with its depth-2 children (by parentMenuCode). */
export function buildNavItems(items: readonly MenuItem[]): NavItem[] {
  return items
    .filter((item) => item.depths === 1)
    .map((parent) => {
      const children = items
        .filter((child) => child.depths === 2 && child.parentMenuCode === parent.menuCode)
        .map((child) => ({ key: child.menuCode, label: child.menuName, path: menuUrlToPath(child.url) }));
      return children.length > 0
        ? { key: parent.menuCode, label: parent.menuName, children }
        : { key: parent.menuCode, label: parent.menuName, path: menuUrlToPath(parent.url) };
    });
}

/** The key of the leaf whose path is the current one, for the menu's selection. */
export function selectedKeyOf(nav: readonly NavItem[], pathname: string): string | undefined {
  for (const item of nav) {
    if (item.path === pathname) return item.key;
    const child = item.children?.find((c) => c.path === pathname);
    if (child) return child.key;
  }
  return undefined;
}
