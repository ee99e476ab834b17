import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useForm, type FieldValues } from 'react-hook-form';
import { SESSION_REMIND_EVENT } from '@/lib/session-events';
import { AUTOSAVE_DEBOUNCE_MS, useAutosave } from '../use-autosave';

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The host as StepHost uses it: a new save function on every render. */
function useHost(save: (values: FieldValues) => Promise<void>) {
  const form = useForm<FieldValues>({ defaultValues: { cusName: '', email: '' } });
  const auto = useAutosave(form, true, async (values) => save(values));
  return { form, auto };
}

afterEach(() => vi.useRealTimers());

describe('useAutosave (issue 10 item 7)', () => {
  it('saves once after the quiet time, with the latest values', async () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useHost(save));
    act(() => result.current.form.setValue('cusName', '王'));
    act(() => result.current.form.setValue('cusName', '王大明'));
    await tick(AUTOSAVE_DEBOUNCE_MS - 1);
    expect(save).not.toHaveBeenCalled();
    await tick(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ cusName: '王大明' }));
  });

  it('does not save the loaded draft: a reset is no change', async () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useHost(save));
    act(() => result.current.form.reset({ cusName: '王大明', email: 'x@example.com' }));
    await tick(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });

  it('a re-render of the host while a save is pending does not drop it', async () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.resolve());
    const { result, rerender } = renderHook(() => useHost(save));
    act(() => result.current.form.setValue('email', 'a@example.com'));
    await tick(500);
    // The container re-renders (a tab count, the address bar taking the new transCode): a new save function.
    rerender();
    rerender();
    await tick(AUTOSAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ email: 'a@example.com' }));
  });

  it('the session reminder saves a pending change at once, before its quiet time', async () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useHost(save));
    act(() => result.current.form.setValue('email', 'b@example.com'));
    await act(async () => {
      window.dispatchEvent(new Event(SESSION_REMIND_EVENT));
      await Promise.resolve();
    });
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.auto.state.kind).not.toBe('idle');
    await tick(AUTOSAVE_DEBOUNCE_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
