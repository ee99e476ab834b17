import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';

import { theme as antdTheme } from 'antd';
import { AppProvider } from '../provider';

function MotionProbe() {
  const { token } = antdTheme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

const systemAsks = (reduce: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
      onchange: null,
      dispatchEvent: vi.fn(),
    })),
  );

describe('the portal follows the system’s reduced-motion setting (WCAG 2.3.3)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('turns antd’s motion off when the system asks for less motion', () => {
    systemAsks(true);
    render(
      <AppProvider>
        <MotionProbe />
      </AppProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });

  it('keeps the motion otherwise', () => {
    systemAsks(false);
    render(
      <AppProvider>
        <MotionProbe />
      </AppProvider>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
  });
});
