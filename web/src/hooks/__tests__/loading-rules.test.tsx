import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useButtonLock } from '../use-button-lock';
import { useTransientIndicator } from '../use-transient-indicator';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useTransientIndicator', () => {
  it('an upload indicator hides after 3 s, not before', () => {
    const { result } = renderHook(() => useTransientIndicator('upload'));
    act(() => result.current.show());
    expect(result.current.visible).toBe(true);
    act(() => void vi.advanceTimersByTime(2999));
    expect(result.current.visible).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current.visible).toBe(false);
  });

  it('a download indicator hides after 1 s; showing again restarts the time', () => {
    const { result } = renderHook(() => useTransientIndicator('download'));
    act(() => result.current.show());
    act(() => void vi.advanceTimersByTime(800));
    act(() => result.current.show());
    act(() => void vi.advanceTimersByTime(800));
    expect(result.current.visible).toBe(true);
    act(() => void vi.advanceTimersByTime(200));
    expect(result.current.visible).toBe(false);
  });
});

describe('useButtonLock', () => {
  it('a pressed button stays locked 3 s and a second press meanwhile does not run the action', async () => {
    const action = vi.fn(() => 'done');
    const { result } = renderHook(() => useButtonLock());
    let first: Promise<string> | undefined;
    act(() => {
      first = result.current.run(action);
    });
    expect(result.current.locked).toBe(true);
    await act(async () => {
      expect(await first).toBe('done');
    });
    expect(result.current.run(action)).toBeUndefined();
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => void (await vi.advanceTimersByTimeAsync(3000)));
    expect(result.current.locked).toBe(false);
    await act(async () => void (await result.current.run(action)));
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('an action longer than 3 s keeps the lock until it settles', async () => {
    let finish: () => void = () => undefined;
    const { result } = renderHook(() => useButtonLock());
    act(() => void result.current.run(() => new Promise<void>((r) => (finish = r))));
    await act(async () => void (await vi.advanceTimersByTimeAsync(5000)));
    expect(result.current.locked).toBe(true);
    await act(async () => finish());
    expect(result.current.locked).toBe(false);
  });
});
