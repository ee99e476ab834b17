import { useCallback, useRef } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';

/**
 * The files chosen but not uploaded yet, summed over a step's file slots into its `pendingFiles` field (what
 * leaving the step asks about). Each slot reports its own count:
 *
 *     const { field } = useController({ control, name: 'pendingFiles' });
 *     const pendingOf = usePendingFiles(field);
 *     <FileSlot onPendingChange={pendingOf('A')} … />
 */
export function usePendingFiles(
  field: Pick<ControllerRenderProps<{ pendingFiles: number }>, 'value' | 'onChange'>,
) {
  const bySlot = useRef(new Map<string, number>());
  const current = useRef(0);
  current.current = field.value ?? 0;
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
