import { useCallback, useEffect, useRef } from 'react';

/**
 * Props for an antd Modal that gives the focus back to what opened it only if the user has not moved on.
 *
 * antd (rc-dialog) focuses the opener once the closing motion ends, whatever has the focus by then: on a busy
 * machine the agent is already in the next field, e.g. a select whose dropdown is open, which loses the focus,
 * closes, and the pick is lost (issue 10: the job select after the address dialog). Here the opener gets the focus
 * back only when nothing else has it.
 */
export function useFocusReturn(open: boolean): { focusTriggerAfterClose: false; afterClose: () => void } {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  const afterClose = useCallback(() => {
    const active = document.activeElement;
    if (!active || active === document.body) opener.current?.focus({ preventScroll: true });
    opener.current = null;
  }, []);
  return { focusTriggerAfterClose: false, afterClose };
}
