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

/** The container's tab flags from the entry's router page, and their changes; preview opens every shown tab. */
export function useWizardTabs(
  container: ContainerDefinition,
  routerPage: string | undefined,
  isPreview: boolean,
) {
  // The router page of the entry: another one is another entry (WizardContainer mounts the wizard again).
  const [tabs, setTabs] = useState<TabState[]>(() => initialTabs(container.tabs, routerPage));
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
