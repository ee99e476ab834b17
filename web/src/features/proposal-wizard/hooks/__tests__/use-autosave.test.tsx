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

  it('a save of the buttons leaves no draft queued behind it: the final save is the last write', async () => {
    vi.useFakeTimers();
    const writes: string[] = [];
    let release: () => void = () => undefined;
    const save = vi.fn(
      (values: FieldValues) =>
        new Promise<void>((resolve) => {
          writes.push(`auto:${values.cusName as string}`);
          release = resolve;
        }),
    );
    const { result } = renderHook(() => useHost(save));
    act(() => result.current.form.setValue('cusName', '王'));
    await tick(AUTOSAVE_DEBOUNCE_MS);
    // An autosave in flight, and a second change whose autosave queues behind it.
    act(() => result.current.form.setValue('cusName', '王大明'));
    await tick(AUTOSAVE_DEBOUNCE_MS);
    let final!: Promise<void>;
    act(() => {
      final = result.current.auto.own(async () => {
        writes.push('final');
      });
    });
    await act(async () => {
      release();
      await final;
    });
    await tick(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(writes).toEqual(['auto:王', 'final']);
    // A change after it is autosaved again.
    act(() => result.current.form.setValue('cusName', '王小明'));
    await tick(AUTOSAVE_DEBOUNCE_MS);
    expect(writes).toEqual(['auto:王', 'final', 'auto:王小明']);
  });

  it('a change still waiting for its quiet time when 下一步 saves is not written again after the final save', async () => {
    vi.useFakeTimers();
    const save = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useHost(save));
    act(() => result.current.form.setValue('cusName', '王大明'));
    await tick(AUTOSAVE_DEBOUNCE_MS - 500);
    let release: () => void = () => undefined;
    let final!: Promise<void>;
    act(() => {
      final = result.current.auto.own(() => new Promise<void>((resolve) => (release = resolve)));
    });
    // The quiet time ends while the final save is in flight: no draft after it.
    await tick(AUTOSAVE_DEBOUNCE_MS);
    await act(async () => {
      release();
      await final;
    });
    await tick(AUTOSAVE_DEBOUNCE_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });
});
