import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, type ErrorBody } from '@/lib/api-error';
import { SESSION_REMIND_EVENT } from '@/lib/session-events';

/** The quiet time after the last change before the draft is saved. */
export const AUTOSAVE_DEBOUNCE_MS = 1500;

export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; message: string };

export interface AutosaveOptions<V> {
  /** false: nothing worth saving yet (a new case with nothing typed, issue 22 item 7): no save, no state change. */
  worthSaving?: (values: V) => boolean;
  /** Another tab saved since (409 DRAFT_CONFLICT): autosave stopped until `resume`; the host offers the choice. */
  onConflict?: (error: ErrorBody) => void;
}

/**
 * Autosave of a step (issue 10 item 7): a change schedules a save after a quiet time; at most one save runs, a
 * change during it saves again once it ends. Every save of the step (暫存, 下一步) goes through `exclusive`, so an
 * autosave never overlaps them. A refused revision (another tab saved) stops autosaving until the agent chose
 * (`resume`); the typing stays.
 */
export function useAutosave<V extends FieldValues>(
  form: UseFormReturn<V>,
  enabled: boolean,
  save: (values: V) => Promise<void>,
  options: AutosaveOptions<V> = {},
) {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const timer = useRef<number | undefined>(undefined);
  const dirty = useRef(false);
  const stopped = useRef(false);
  /** Counts the saves of the step's own buttons: an autosave queued before one of them has nothing left to write. */
  const generation = useRef(0);
  // The latest save function: the host passes a new one each render, which must not restart the subscription
  // below (its cleanup would drop a pending save, the change typed just before the re-render never saved).
  const latestSave = useRef(save);
  latestSave.current = save;
  const latestOptions = useRef(options);
  latestOptions.current = options;

  const exclusive = useCallback(<T>(run: () => Promise<T>): Promise<T> => {
    const next = chain.current.then(run, run);
    chain.current = next.catch(() => undefined);
    return next;
  }, []);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!dirty.current || stopped.current) return Promise.resolve();
    dirty.current = false;
    const queuedAt = generation.current;
    return exclusive(async () => {
      // A save of the step's buttons (暫存, 下一步) ran first and wrote these values: an autosave now would only
      // write them again, as a draft T over the submitted S.
      if (generation.current !== queuedAt) return;
      const values = form.getValues();
      if (latestOptions.current.worthSaving?.(values) === false) return;
      setState({ kind: 'saving' });
      try {
        await latestSave.current(values);
        setState({ kind: 'saved', at: new Date() });
      } catch (error) {
        const body = error instanceof ApiError ? error.body : undefined;
        if (body?.code === 'DRAFT_CONFLICT') {
          stopped.current = true;
          setState({ kind: 'conflict', message: body.message });
          latestOptions.current.onConflict?.(body);
        } else {
          dirty.current = true;
          setState({ kind: 'failed', message: body?.message ?? '' });
        }
      }
    });
  }, [exclusive, form]);

  useEffect(() => {
    if (!enabled) return undefined;
    const watching = form.watch((_values, { name, type }) => {
      // A field typed or set from code; not the step's own reset to the loaded draft (no field named), which
      // would save what was just read (and move the revision another tab holds).
      if (!name || (type !== 'change' && type !== undefined)) return;
      dirty.current = true;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DEBOUNCE_MS);
    });
    const onRemind = () => void flush();
    window.addEventListener(SESSION_REMIND_EVENT, onRemind);
    return () => {
      watching.unsubscribe();
      window.removeEventListener(SESSION_REMIND_EVENT, onRemind);
      window.clearTimeout(timer.current);
    };
  }, [enabled, form, flush]);

  /**
   * A save of the step's own buttons (暫存, 下一步): after any autosave in flight, and with none left pending or
   * queued behind it, so a draft never lands over the final save; a change typed meanwhile is autosaved after it.
   * A refused save leaves the values to autosave.
   */
  const own = useCallback(
    <T>(run: () => Promise<T>): Promise<T> => {
      window.clearTimeout(timer.current);
      const wasDirty = dirty.current;
      dirty.current = false;
      generation.current += 1;
      return exclusive(run).catch((error: unknown) => {
        dirty.current ||= wasDirty;
        throw error;
      });
    },
    [exclusive],
  );
  /** A save of the step's own buttons succeeded: nothing left to autosave, the indicator shows it. */
  const saved = useCallback(() => {
    dirty.current = false;
    window.clearTimeout(timer.current);
    if (!stopped.current) setState({ kind: 'saved', at: new Date() });
  }, []);
  const conflict = useCallback((error: ErrorBody) => {
    stopped.current = true;
    setState({ kind: 'conflict', message: error.message });
    latestOptions.current.onConflict?.(error);
  }, []);
  /** The agent chose after a conflict (the newer draft reloaded, or overwritten): autosave goes on. */
  const resume = useCallback(() => {
    stopped.current = false;
    dirty.current = false;
    window.clearTimeout(timer.current);
    setState({ kind: 'idle' });
  }, []);

  return { state, exclusive, own, flush, saved, conflict, resume };
}
