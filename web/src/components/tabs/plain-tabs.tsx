import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { theme } from 'antd';
import './plain-tabs.css';

export interface PlainTabItem {
  key: string;
  label: ReactNode;
  /** The tab's panel; a tab without one only chooses (its content is drawn beside the tabs, as signing does). */
  children?: ReactNode;
  disabled?: boolean;
}

export interface PlainTabsProps {
  items: PlainTabItem[];
  /** The selected tab; missing or not among the items: the first. */
  activeKey?: string;
  /** Another tab was chosen (click, Enter or Space); never for the selected one or a disabled one. */
  onChange?: (key: string) => void;
  size?: 'small';
}

/** An id part from a key (CSS-safe, so that `#${aria-controls}` selects the panel). */
const idPart = (key: string) => key.replace(/[^A-Za-z0-9_-]/g, '_');

/**
 * antd's line Tabs as a plain WAI-ARIA tab list (the same roles, look and keyboard), without rc-tabs and the overflow
 * dropdown's rc-menu and rc-dropdown (about 20 KiB gzip on every wizard route and the signing dialog, issue 25
 * item 4). Manual activation: the selected tab alone is in the Tab order, ←/→ (wrapping round), Home and End move the
 * focus along the enabled tabs and open nothing, Enter or Space opens the focused one. A tab bar wider than its place
 * scrolls sideways (the wheel too, as rc-tabs did) with antd's edge shadows, instead of the "more" dropdown. A panel
 * renders at its first opening and stays mounted, hidden, afterwards (antd's default).
 */
export function PlainTabs({ items, activeKey, onChange, size }: PlainTabsProps) {
  const { token } = theme.useToken();
  const id = `tabs-${idPart(useId())}`;
  const wrap = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [ping, setPing] = useState({ left: false, right: false });
  const active = items.some((i) => i.key === activeKey) ? activeKey : items[0]?.key;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  if (active !== undefined && !opened.has(active)) setOpened(new Set(opened).add(active));

  const colours = {
    '--tabs-text': token.colorText,
    '--tabs-selected': token.colorPrimary,
    '--tabs-hover': token.colorPrimaryHover,
    '--tabs-pressed': token.colorPrimaryActive,
    '--tabs-disabled': token.colorTextDisabled,
    '--tabs-line': token.colorBorderSecondary,
    '--tabs-focus': token.colorPrimaryBorder,
    '--tabs-motion': token.motionDurationSlow,
    '--tabs-focus-width': `${token.lineWidthFocus}px`,
    fontFamily: token.fontFamily,
    lineHeight: token.lineHeight,
  } as CSSProperties;

  // The edge shadows: on the side where tabs are out of sight.
  useEffect(() => {
    const el = wrap.current;
    if (!el) return;
    const measure = () => {
      const left = el.scrollLeft > 0;
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setPing((now) => (now.left === left && now.right === right ? now : { left, right }));
    };
    // The wheel scrolls an overflowing bar sideways (rc-tabs' way); at its ends the page scrolls on.
    const wheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      const before = el.scrollLeft;
      el.scrollLeft += event.deltaY;
      if (el.scrollLeft !== before) event.preventDefault();
    };
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    el.addEventListener('wheel', wheel, { passive: false });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    if (list.current) observer?.observe(list.current);
    return () => {
      el.removeEventListener('scroll', measure);
      el.removeEventListener('wheel', wheel);
      observer?.disconnect();
    };
  }, []);

  // The selected tab in sight (a step's 下一步 opens the next tab).
  useEffect(() => {
    const el = wrap.current;
    const tab = el?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!el || !tab) return;
    if (tab.offsetLeft < el.scrollLeft) el.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > el.scrollLeft + el.clientWidth)
      el.scrollLeft = tab.offsetLeft + tab.offsetWidth - el.clientWidth;
  }, [active]);

  const choose = (item: PlainTabItem) => {
    if (!item.disabled && item.key !== active) onChange?.(item.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, item: PlainTabItem) => {
    const tabs = [
      ...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]:not([aria-disabled="true"])') ?? []),
    ];
    const at = tabs.indexOf(event.currentTarget);
    const focus = (to: number) => tabs[(to + tabs.length) % tabs.length]?.focus();
    switch (event.key) {
      case 'ArrowRight':
        focus(at + 1);
        break;
      case 'ArrowLeft':
        focus(at < 0 ? tabs.length - 1 : at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(tabs.length - 1);
        break;
      case 'Enter':
      case ' ':
        choose(item);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className={`plain-tabs${size === 'small' ? ' plain-tabs-small' : ''}`} style={colours}>
      <div className="plain-tabs-nav">
        <div ref={wrap} className="plain-tabs-nav-wrap">
          <div ref={list} role="tablist" className="plain-tabs-nav-list">
            {items.map((item) => {
              const selected = item.key === active;
              return (
                <div
                  key={item.key}
                  role="tab"
                  id={`${id}-tab-${idPart(item.key)}`}
                  aria-selected={selected}
                  aria-controls={item.children !== undefined ? `${id}-panel-${idPart(item.key)}` : undefined}
                  aria-disabled={item.disabled || undefined}
                  tabIndex={item.disabled ? undefined : selected ? 0 : -1}
                  className={`plain-tabs-tab${selected ? ' plain-tabs-tab-active' : ''}${item.disabled ? ' plain-tabs-tab-disabled' : ''}`}
                  onClick={() => choose(item)}
                  onKeyDown={(e) => onKeyDown(e, item)}
                >
                  <span className="plain-tabs-tab-btn">{item.label}</span>
                </div>
              );
            })}
          </div>
        </div>
        {ping.left && <span className="plain-tabs-ping plain-tabs-ping-left" aria-hidden />}
        {ping.right && <span className="plain-tabs-ping plain-tabs-ping-right" aria-hidden />}
      </div>
      {items.some((i) => i.children !== undefined) && (
        <div className="plain-tabs-content">
          {items.map((item) => {
            const selected = item.key === active;
            if (item.children === undefined || !(selected || opened.has(item.key))) return null;
            return (
              <div
                key={item.key}
                role="tabpanel"
                id={`${id}-panel-${idPart(item.key)}`}
                aria-labelledby={`${id}-tab-${idPart(item.key)}`}
                tabIndex={selected ? 0 : -1}
                hidden={!selected}
                className="plain-tabs-panel"
              >
                {item.children}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
