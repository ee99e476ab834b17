import { useCallback, useState } from 'react';
import type { ContainerDefinition } from '../registry/containers';
import {
  dropDone,
  initialTabs,
  isDisabled,
  markDone,
  withCount,
  withShown,
  withVerdict,
  type TabState,
} from '../utils/tab-state';

/** The container's tab flags and their changes; preview opens every shown tab (checks are skipped). */
export function useWizardTabs(
  container: ContainerDefinition,
  routerPage: string | undefined,
  isPreview: boolean,
) {
  const [tabs, setTabs] = useState<TabState[]>(() => initialTabs(container.tabs, routerPage));
  // A router page reached inside the open wizard (n8's 下一步 → INS_S9) sets the tabs as an entry with it does
  // (issue 20: it showed the first tab instead, a dead end before the jump).
  const [entry, setEntry] = useState(routerPage);
  if (entry !== routerPage) {
    setEntry(routerPage);
    setTabs(initialTabs(container.tabs, routerPage));
  }
  return {
    tabs,
    disabled: useCallback(
      (code: string) => (isPreview ? !tabs.some((t) => t.code === code && t.show) : isDisabled(tabs, code)),
      [tabs, isPreview],
    ),
    done: useCallback((code: string) => setTabs((t) => markDone(t, code)), []),
    changed: useCallback((code: string) => setTabs((t) => dropDone(t, code)), []),
    count: useCallback((code: string, n: number) => setTabs((t) => withCount(t, code, n)), []),
    shown: useCallback((codes: string[], show: boolean) => setTabs((t) => withShown(t, codes, show)), []),
    entered: useCallback((pending: ReadonlySet<string>) => setTabs((t) => withVerdict(t, pending)), []),
  };
}
