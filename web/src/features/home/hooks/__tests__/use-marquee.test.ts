import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MARQUEE_INTERVAL_MS, nextMarqueeIndex, useMarquee } from '../use-marquee';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useMarquee', () => {
  it('moves to the next line every 3.6 s and wraps around', () => {
    const { result } = renderHook(() => useMarquee(3));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(MARQUEE_INTERVAL_MS - 1));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(MARQUEE_INTERVAL_MS * 2));
    expect(result.current).toBe(0);
  });

  it('a single line never moves', () => {
    const { result } = renderHook(() => useMarquee(1));
    act(() => vi.advanceTimersByTime(MARQUEE_INTERVAL_MS * 3));
    expect(result.current).toBe(0);
  });
});

describe('nextMarqueeIndex', () => {
  it('wraps and copes with no lines', () => {
    expect(nextMarqueeIndex(2, 3)).toBe(0);
    expect(nextMarqueeIndex(0, 0)).toBe(0);
  });
});
