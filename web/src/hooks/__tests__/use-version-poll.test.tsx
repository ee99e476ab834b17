import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';

const versions = vi.hoisted(() => ({
  app: vi.fn<() => Promise<string | null>>(),
  core: vi.fn<() => Promise<string>>(),
}));
vi.mock('@/api/get-app-version', () => ({ getAppVersion: versions.app }));
vi.mock('@/api/get-version', () => ({ getVersion: versions.core }));

const { useVersionPoll } = await import('../use-version-poll');

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

afterEach(() => {
  vi.useRealTimers();
  versions.app.mockReset();
  versions.core.mockReset();
});

describe('useVersionPoll (login page, every 30 s)', () => {
  it('a new SPA version file calls onChange once; the core version alone unchanged', async () => {
    vi.useFakeTimers();
    versions.core.mockResolvedValue('core-1');
    versions.app.mockResolvedValue('build-1');
    const onChange = vi.fn();
    renderHook(() => useVersionPoll(onChange));
    await tick(0);
    await tick(30_000);
    expect(onChange).not.toHaveBeenCalled();
    versions.app.mockResolvedValue('build-2');
    await tick(29_000);
    expect(onChange).not.toHaveBeenCalled();
    await tick(1_000);
    expect(onChange).toHaveBeenCalledTimes(1);
    await tick(60_000);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a failed or missing poll is no change', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    versions.core.mockResolvedValue('core-1');
    versions.app.mockResolvedValue('build-1');
    const onChange = vi.fn();
    renderHook(() => useVersionPoll(onChange));
    await tick(0);
    versions.app.mockRejectedValue(new TypeError('offline'));
    await tick(30_000);
    versions.app.mockResolvedValue(null);
    await tick(30_000);
    versions.app.mockResolvedValue('build-1');
    await tick(30_000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the core version changing still reloads (its poll stays as it was)', async () => {
    vi.useFakeTimers();
    versions.app.mockResolvedValue(null);
    versions.core.mockResolvedValue('core-1');
    const onChange = vi.fn();
    renderHook(() => useVersionPoll(onChange));
    await tick(0);
    versions.core.mockResolvedValue('core-2');
    await tick(30_000);
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
