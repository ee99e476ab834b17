import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainTabs, type PlainTabItem } from '../plain-tabs';

const items: PlainTabItem[] = [
  { key: 'a', label: '要保人', children: <p>panel a</p> },
  { key: 'b', label: '被保險人', children: <input aria-label="field b" /> },
  { key: 'c', label: '法定代理人', children: <p>panel c</p>, disabled: true },
  { key: 'd', label: '簽名', children: <p>panel d</p> },
];

/** Controlled as the wizard is: the key chosen becomes the active one. */
function Controlled({ onChange, start = 'a' }: { onChange?: (key: string) => void; start?: string }) {
  const [active, setActive] = useState(start);
  return (
    <PlainTabs
      items={items}
      activeKey={active}
      onChange={(key) => {
        onChange?.(key);
        setActive(key);
      }}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

afterEach(cleanup);

describe('PlainTabs', () => {
  it('wires tabs and panels: aria-selected, aria-controls ↔ id ↔ aria-labelledby, the disabled tab', () => {
    render(<Controlled />);
    expect(screen.getByRole('tablist')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      '要保人',
      '被保險人',
      '法定代理人',
      '簽名',
    ]);
    expect(tab('要保人').getAttribute('aria-selected')).toBe('true');
    expect(tab('被保險人').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('panel a');
    expect(tab('要保人').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('要保人').id);
    // CSS-safe ids: the e2e selects the panel by `#${aria-controls}`.
    expect(panel.id).toMatch(/^[A-Za-z][\w-]*$/);
    expect(document.querySelector(`#${panel.id}`)).toBe(panel);
    expect(tab('法定代理人').getAttribute('aria-disabled')).toBe('true');
    expect(tab('法定代理人').hasAttribute('tabindex')).toBe(false);
  });

  it('keeps only the selected tab in the Tab order (roving tabindex)', () => {
    render(<Controlled start="b" />);
    expect(screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex'))).toEqual([
      '-1',
      '0',
      null,
      '-1',
    ]);
  });

  it('opens a tab by click, never the selected or a disabled one', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    fireEvent.click(tab('要保人'));
    fireEvent.click(tab('法定代理人'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(tab('被保險人'));
    expect(onChange.mock.calls).toEqual([['b']]);
    expect(tab('被保險人').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('');
    expect(screen.getByRole('textbox', { name: 'field b' })).toBeTruthy();
  });

  it('moves the focus with ←/→ (wrapping round, past the disabled tab), Home and End, opening nothing', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    tab('要保人').focus();
    fireEvent.keyDown(tab('要保人'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('被保險人'));
    fireEvent.keyDown(tab('被保險人'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('簽名'));
    fireEvent.keyDown(tab('簽名'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('要保人'));
    fireEvent.keyDown(tab('要保人'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('簽名'));
    fireEvent.keyDown(tab('簽名'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('要保人'));
    fireEvent.keyDown(tab('要保人'), { key: 'End' });
    expect(document.activeElement).toBe(tab('簽名'));
    expect(onChange).not.toHaveBeenCalled();
    expect(tab('要保人').getAttribute('aria-selected')).toBe('true');
  });

  it('opens the focused tab with Enter or Space', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    tab('要保人').focus();
    fireEvent.keyDown(tab('要保人'), { key: 'End' });
    fireEvent.keyDown(tab('簽名'), { key: 'Enter' });
    expect(tab('簽名').getAttribute('aria-selected')).toBe('true');
    expect(tab('簽名').tabIndex).toBe(0);
    expect(screen.getByRole('tabpanel').textContent).toBe('panel d');
    fireEvent.keyDown(tab('簽名'), { key: 'Home' });
    fireEvent.keyDown(tab('要保人'), { key: ' ' });
    expect(onChange.mock.calls).toEqual([['d'], ['a']]);
    expect(document.activeElement).toBe(tab('要保人'));
  });

  it('keeps an opened panel mounted and hidden (its fields keep their state), as antd did', () => {
    render(<Controlled />);
    fireEvent.click(tab('被保險人'));
    fireEvent.change(screen.getByRole('textbox', { name: 'field b' }), { target: { value: '王' } });
    fireEvent.click(tab('要保人'));
    expect(screen.queryByRole('textbox', { name: 'field b' })).toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'field b', hidden: true })).toHaveProperty('value', '王');
    // Never opened: never rendered.
    expect(screen.queryByText('panel d')).toBeNull();
  });

  it('without panels only chooses; an unknown or missing active key selects the first tab', () => {
    const onChange = vi.fn();
    render(
      <PlainTabs
        size="small"
        activeKey="gone"
        onChange={onChange}
        items={[
          { key: 'x', label: 'X' },
          { key: 'y', label: 'Y' },
        ]}
      />,
    );
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(tab('X').getAttribute('aria-selected')).toBe('true');
    expect(tab('X').hasAttribute('aria-controls')).toBe(false);
    fireEvent.click(tab('Y'));
    expect(onChange.mock.calls).toEqual([['y']]);
  });
});
