import { TAB_COUNT_HIDDEN } from '@agent-portal/contracts/constants';
import type { ContainerTab } from '../registry/types';

/** A tab's flags (spec 3 §2): shown, done, locked (done for good: router-page entry) and its invalid count. */
export interface TabState {
  code: string;
  show: boolean;
  done: boolean;
  locked: boolean;
  count: number;
}

/**
 * The tabs on entry. With a router page only that tab shows, the earlier ones are done and locked; without one
 * the router-only tab (n9) is hidden and the rest show.
 */
export function initialTabs(tabs: readonly ContainerTab[], routerPage?: string): TabState[] {
  const target = routerPage ? tabs.findIndex((t) => t.code === routerPage) : -1;
  return tabs.map((t, i) => ({
    code: t.code,
    show: target >= 0 ? i === target : !t.routerOnly,
    done: target >= 0 && i < target,
    locked: target >= 0 && i < target,
    count: 0,
  }));
}

/** Tabs open in sequence: a tab is disabled until every tab before it is done. */
export function isDisabled(tabs: readonly TabState[], code: string): boolean {
  const index = tabs.findIndex((t) => t.code === code);
  return index < 0 || tabs.slice(0, index).some((t) => !t.done);
}

/** The tabs with one changed; the same array when nothing changed (no re-render for a no-op). */
function update(tabs: readonly TabState[], code: string, change: (t: TabState) => TabState): TabState[] {
  let changed = false;
  const next = tabs.map((t) => {
    if (t.code !== code) return t;
    const after = change(t);
    changed ||= after !== t;
    return after;
  });
  return changed ? next : (tabs as TabState[]);
}

export const markDone = (tabs: readonly TabState[], code: string) =>
  update(tabs, code, (t) => (t.done && t.count === 0 ? t : { ...t, done: true, count: 0 }));

/** A change on the tab (or going back to it) drops its done mark; a locked tab keeps it. */
export const dropDone = (tabs: readonly TabState[], code: string) =>
  update(tabs, code, (t) => (t.locked || !t.done ? t : { ...t, done: false }));

/**
 * The marks of a case on entry (issue 41 item 5): each shown tab with nothing pending in the BFF's completeness
 * verdict (`pending`: the tabs its lines fall in) is done; a mark already given stays.
 */
export const withVerdict = (tabs: readonly TabState[], pending: ReadonlySet<string>): TabState[] =>
  tabs.map((t) => (t.done || !t.show || pending.has(t.code) ? t : { ...t, done: true }));

/** The ✓ a tab shows: done, and no count of unmet fields beside it (never "✓ 要保人(18)", issue 41 item 5). */
export const isMarked = (t: TabState) => t.done && t.count === 0;

export const withCount = (tabs: readonly TabState[], code: string, count: number) =>
  update(tabs, code, (t) => (t.count === count ? t : { ...t, count }));

/** The next or previous shown tab, if any. */
export function neighbour(tabs: readonly TabState[], code: string, step: 1 | -1): string | undefined {
  const shown = tabs.filter((t) => t.show);
  const index = shown.findIndex((t) => t.code === code);
  return index < 0 ? undefined : shown[index + step]?.code;
}

/** The tab's label: the count in brackets when above 0 and not 8 (spec 2 §2.10). */
export function tabLabel(title: string, count: number): string {
  return count > 0 && count !== TAB_COUNT_HIDDEN ? `${title}(${count})` : title;
}

/** Shows or hides tabs by their code (n2's agent-service check shows or hides n3); a hidden tab counts as done. */
export const withShown = (tabs: readonly TabState[], codes: readonly string[], show: boolean) =>
  tabs.map((t) =>
    codes.includes(t.code) && t.show !== show ? { ...t, show, done: show ? false : true } : t,
  );
