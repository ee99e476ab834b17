import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog (props with `open`) as a chunk loaded at its first opening and mounted from then on, so it closes with its
 * animation as before: what a dialog draws is on no page's first paint (issue 25 item 4, the route budgets).
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- P is the dialog's own props, passed through
    const Loaded = Dialog as ComponentType<any>;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
