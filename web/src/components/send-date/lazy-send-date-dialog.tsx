import { lazy, Suspense, useState } from 'react';
import type { SendDateDialogProps } from './send-date-dialog';

const Dialog = lazy(() => import('./send-date-dialog').then((m) => ({ default: m.SendDateDialog })));

/**
 * 書面分析寄送日期's dialog, a chunk loaded at its first opening (its date picker is on no page's first paint: about
 * 30 KiB gzip off the AML step, issue 25 item 4); mounted from then on, so it closes with its animation as before.
 */
export function SendDateDialog(props: SendDateDialogProps) {
  const [opened, setOpened] = useState(false);
  if (props.transCode !== null && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  ) : null;
}
