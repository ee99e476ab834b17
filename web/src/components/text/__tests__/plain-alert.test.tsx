import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlainAlert } from '../plain-alert';

afterEach(cleanup);

describe('PlainAlert', () => {
  it('an alert with its message and action; the close button only with onClose, and it calls it', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <PlainAlert type="info" message="請點選下一個簽名欄位" action={<a>前往</a>} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('請點選下一個簽名欄位');
    expect(alert.textContent).toContain('前往');
    expect(screen.queryByRole('button', { name: '關閉' })).toBeNull();
    rerender(<PlainAlert type="success" message="所有簽名已完成" onClose={onClose} data-testid="hint" />);
    fireEvent.click(screen.getByRole('button', { name: '關閉' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('hint')).toBe(screen.getByRole('alert'));
  });

  it("each type draws its own icon in the theme's colours", () => {
    const icons = (['success', 'info', 'warning', 'error'] as const).map((type) => {
      const { container, unmount } = render(<PlainAlert type={type} message={type} />);
      const alert = container.querySelector<HTMLElement>('.plain-alert')!;
      const found = [
        alert.querySelector('[role="img"]')?.getAttribute('aria-label'),
        alert.style.getPropertyValue('--alert-icon'),
      ];
      unmount();
      return found;
    });
    expect(icons.map(([label]) => label)).toEqual([
      'check-circle',
      'info-circle',
      'exclamation-circle',
      'close-circle',
    ]);
    expect(new Set(icons.map(([, colour]) => colour)).size).toBe(4);
  });
});
