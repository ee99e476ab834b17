import { useCallback, useRef } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';

/**
 * The files chosen but not uploaded yet, summed over a step's file slots into its `pendingFiles` field (what
 * leaving the step asks about). Each slot reports its own count:
 *
 *     const pendingOf = usePendingFiles(control);
 *     <FileSlot onPendingChange={pendingOf('A')} … />
 */
export function usePendingFiles(control: Control<FieldValues>) {
  const { field } = useController({ control, name: 'pendingFiles' });
  const bySlot = useRef(new Map<string, number>());
  const current = useRef(0);
  current.current = (field.value as number | undefined) ?? 0;
  const setPending = field.onChange;
  return useCallback(
    (slot: string) => (n: number) => {
      bySlot.current.set(slot, n);
      const total = [...bySlot.current.values()].reduce((a, b) => a + b, 0);
      if (total !== current.current) void setPending(total);
    },
    [setPending],
  );
}
