import { useRef } from 'react';
import { useLoad } from '@/lib/use-load';
import { getEntryCompleteness } from '../api/get-completeness';

/**
 * The done marks of a case entered (issue 41 item 5): read once, at this entry, from the BFF's completeness verdict
 * (computed from the core's data), so a reopened case keeps its marks; `apply` gets the step codes with something
 * pending. Not for a new case (no code), preview or a router-page entry (`skip`). `waiting`: the verdict is not in
 * yet (the container does not send the agent back to the first tab meanwhile). A failed read leaves the marks.
 */
export function useEntryMarks(
  transCode: string | undefined,
  skip: boolean,
  apply: (pending: ReadonlySet<string>) => void,
): { waiting: boolean } {
  // The case entered: a code obtained later by a new case's first save reads nothing.
  const entered = useRef(skip ? undefined : transCode);
  const code = entered.current;
  const load = useLoad(code ? ['entry-marks', code] : null, () => getEntryCompleteness(code ?? ''), {
    onSuccess: (verdict) => apply(new Set(verdict.lines.map((l) => l.code))),
  });
  return { waiting: !!code && load.data === undefined && load.error === undefined };
}
