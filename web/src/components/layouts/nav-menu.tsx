import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { theme } from 'antd';
import type { NavItem } from './menu-items';
import './nav-menu.css';

interface NavMenuProps {
  nav: NavItem[];
  /** The leaf shown as the current page. */
  selectedKey?: string;
  /** A leaf was chosen (click, Enter or Space). */
  onSelect: (key: string) => void;
}

/** Every item the keyboard can reach now: the leaves and group titles of open groups, in document order. */
function reachable(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')] : [];
}

/**
 * The role menu of the main layout, drawn as antd's inline light Menu draws it (the same roles, item heights,
 * indents and colours), without rc-menu and its overflow, dropdown and tooltip (about 20 KiB gzip on every page after
 * login, issue 25 item 4). A WAI-ARIA menu: one item in the tab order, ↑/↓/Home/End move the focus along the items
 * shown, Enter or Space chooses a leaf or opens and closes a group (→ opens, ← closes); every group starts open.
 */
export function NavMenu({ nav, selectedKey, onSelect }: NavMenuProps) {
  const { token } = theme.useToken();
  const menu = useRef<HTMLUListElement>(null);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined);
  const tabKey = focusKey ?? selectedKey ?? nav[0]?.key;
  const colours = {
    '--nav-active-bg': token.controlItemBgActive,
    '--nav-active-text': token.colorPrimary,
    '--nav-hover-bg': token.controlItemBgHover,
    '--nav-text': token.colorText,
    '--nav-sub-bg': token.colorFillAlter,
    '--nav-radius': `${token.borderRadiusLG}px`,
    '--nav-focus': token.colorPrimaryBorder,
  } as CSSProperties;

  const toggle = (key: string, open?: boolean) =>
    setClosed((now) => {
      const next = new Set(now);
      if (open ?? next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, item: NavItem) => {
    const items = reachable(menu.current);
    const at = items.indexOf(event.currentTarget);
    const move = (to: number) => {
      const target = items[(to + items.length) % items.length];
      target?.focus();
      setFocusKey(target?.dataset.key);
    };
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(items.length - 1);
        break;
      case 'ArrowRight':
        if (item.children) toggle(item.key, true);
        break;
      case 'ArrowLeft':
        if (item.children) toggle(item.key, false);
        break;
      case 'Enter':
      case ' ':
        if (item.children) toggle(item.key);
        else onSelect(item.key);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const leaf = (item: NavItem, depth: number) => (
    <li
      key={item.key}
      role="menuitem"
      data-key={item.key}
      tabIndex={item.key === tabKey ? 0 : -1}
      aria-current={item.key === selectedKey ? 'page' : undefined}
      className={`nav-menu-item${item.key === selectedKey ? ' nav-menu-item-selected' : ''}`}
      style={{ paddingInlineStart: 24 * depth }}
      onClick={() => onSelect(item.key)}
      onKeyDown={(e) => onKeyDown(e, item)}
      onFocus={() => setFocusKey(item.key)}
    >
      {item.label}
    </li>
  );

  return (
    <ul ref={menu} role="menu" className="nav-menu" style={colours}>
      {nav.map((item) => {
        if (!item.children) return leaf(item, 1);
        const open = !closed.has(item.key);
        return (
          <li key={item.key} role="none">
            <div
              role="menuitem"
              data-key={item.key}
              tabIndex={item.key === tabKey ? 0 : -1}
              aria-haspopup="true"
              aria-expanded={open}
              className="nav-menu-item nav-menu-group"
              style={{ paddingInlineStart: 24 }}
              onClick={() => toggle(item.key)}
              onKeyDown={(e) => onKeyDown(e, item)}
              onFocus={() => setFocusKey(item.key)}
            >
              {item.label}
              <span className={`nav-menu-arrow${open ? ' nav-menu-arrow-open' : ''}`} aria-hidden />
            </div>
            {open && (
              <ul role="menu" aria-label={item.label} className="nav-menu nav-menu-sub">
                {item.children.map((child) => leaf(child, 2))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
