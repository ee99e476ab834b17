import { describe, expect, it, vi } from 'vitest';
import { fireEvent, getByRole } from '@testing-library/react';
import { ROBOT_CHECK_LABEL, randomRobotToken, simulatedRobotCheck } from '../simulated-provider';

function mount() {
  const element = document.body.appendChild(document.createElement('div'));
  const handlers = { onToken: vi.fn<(token: string) => void>(), onFailure: vi.fn() };
  const unmount = simulatedRobotCheck.mount(element, handlers);
  return {
    element,
    handlers,
    unmount,
    checkbox: getByRole(element, 'checkbox', { name: ROBOT_CHECK_LABEL }),
  };
}

describe('simulatedRobotCheck', () => {
  it('loads at once (nothing to fetch)', async () => {
    await expect(simulatedRobotCheck.load()).resolves.toBe(true);
  });

  it('renders an unticked checkbox 我不是機器人; a tick hands over a token and cannot be taken back', () => {
    const { checkbox, handlers } = mount();
    expect(checkbox).toHaveProperty('checked', false);
    fireEvent.click(checkbox);
    expect(handlers.onToken).toHaveBeenCalledOnce();
    expect(handlers.onToken.mock.calls[0]?.[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(checkbox).toHaveProperty('disabled', true);
    expect(handlers.onFailure).not.toHaveBeenCalled();
  });

  it('each mount is a fresh check with a new token', () => {
    const first = mount();
    const second = mount();
    fireEvent.click(first.checkbox);
    fireEvent.click(second.checkbox);
    expect(first.handlers.onToken.mock.calls[0]?.[0]).not.toBe(second.handlers.onToken.mock.calls[0]?.[0]);
  });

  it('its clean-up removes the widget', () => {
    const { element, unmount } = mount();
    unmount();
    expect(element.childElementCount).toBe(0);
  });
});

describe('randomRobotToken', () => {
  it('works without randomUUID (an insecure context)', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
    try {
      expect(randomRobotToken()).toMatch(/^[0-9a-f]{32}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
