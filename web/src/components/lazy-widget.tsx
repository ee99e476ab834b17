import { forwardRef, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** A lazy widget: the component, and `preload` to fetch its chunk ahead of the first drawing (tests, hover). */
export type LazyWidget<P, R> = ComponentType<P & { ref?: React.Ref<R> }> & {
  preload: () => Promise<unknown>;
};

/**
 * A form widget (antd's Select, DatePicker) as a chunk fetched when the first one is drawn: until it has arrived, each
 * instance draws `placeholder` (a box of the widget's size and value), then the widget itself. What a page draws
 * first needs none of their code (issue 25 item 4, the route budgets); the chunk is fetched while the page draws.
 */
export function lazyWidget<P extends object, R = unknown>(
  load: () => Promise<ComponentType<P>>,
  placeholder: (props: P) => ReactNode,
): LazyWidget<P, R> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (widget) => (loaded = widget),
      (error: unknown) => {
        pending = undefined; // a failed fetch (a new deployment, a dropped connection) is tried again next time
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  const Widget = forwardRef<R, P>(function LazyWidget(props, ref) {
    // Decided once an instance: going from the lazy component to the loaded one would mount the widget anew.
    const [Loaded] = useState(() => loaded);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- P is the widget's own props, passed through
    const Drawn = (Loaded ?? Lazy) as ComponentType<any>;
    if (Loaded) return <Drawn {...props} ref={ref} />;
    return (
      <Suspense fallback={placeholder(props as P)}>
        <Drawn {...props} ref={ref} />
      </Suspense>
    );
  });
  return Object.assign(Widget, { preload }) as unknown as LazyWidget<P, R>;
}
