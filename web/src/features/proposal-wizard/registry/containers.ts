import { ruleMessages } from '@agent-portal/contracts/messages';
import type { WizardKind } from '@/config/paths';
import { steps } from './steps';
import {
  stepEntryOf,
  type AnyStepDefinition,
  type ContainerEntry,
  type ContainerTab,
  type StepEntry,
} from './types';

export interface ContainerDefinition {
  kind: WizardKind;
  /** The registry's steps this wizard has, in order: tabs and steps of the flow (AML). */
  entries: readonly ContainerEntry[];
  /** The tabs among them. */
  tabs: readonly ContainerTab[];
  /** The router page value that opens the broker-form step (spec 2 §2.3, §2.4): the router-only tab's code. */
  routerPage: string;
  /** The note after the insurer's name in the title. */
  note: string;
  /** Remote cases always go to CH (spec 2 §2.10). */
  fixedCompCode?: string;
  /**
   * 下一步 first checks the other tabs' stored data (spec 2 §8, spec 3 §5); the message naming the unmet tabs by
   * their titles, in this wizard's words.
   */
  unmetTabsMessage: (titles: readonly string[]) => string;
}

/** What a wizard is beyond its steps. */
export type ContainerSettings = Omit<ContainerDefinition, 'entries' | 'tabs' | 'routerPage'>;

/** A registry: its lines (the app's), or definitions at hand (a test's). */
export type Registry = Record<string, StepEntry | AnyStepDefinition>;

/** A wizard's entries: the registry's steps that name a code for it, in registry order. */
export function entriesOf(kind: WizardKind, registry: Registry): ContainerEntry[] {
  return Object.entries(registry).flatMap(([key, line]) => {
    const step = stepEntryOf(line);
    const { codes, tab = true, tempSave = true, routerOnly = false } = step.place;
    const code = codes[kind];
    if (!code) return [];
    const save = typeof tempSave === 'boolean' ? tempSave : (tempSave[kind] ?? true);
    return [{ key, step, code, tab, tempSave: save, routerOnly }];
  });
}

/** A container over a registry (the app's, or a test's). */
export function defineContainer(
  settings: ContainerSettings,
  registry: Registry = steps,
): ContainerDefinition {
  const entries = entriesOf(settings.kind, registry);
  const tabs = entries
    .filter((e) => e.tab)
    .map(({ key, code, tempSave, routerOnly }) => ({ tab: key, code, tempSave, routerOnly }));
  return { ...settings, entries, tabs, routerPage: tabs.find((t) => t.routerOnly)?.code ?? '' };
}

/** Mobile: n1-n9 as INS_S1-INS_S9, AML after n5; no 暫存 on n5 (attachments), n8 (signature) and AML. */
export const mobileContainer = defineContainer({
  kind: 'proposalMain',
  note: '行動投保',
  unmetTabsMessage: (titles) => ruleMessages.CHECK_TABS_MOBILE(titles.join('/')),
});

/** Remote: n1, n2, n3, n4, n5, n7, n9 as REMOTE_S1-REMOTE_S7, AML after n5; no 暫存 on n5; always CH. */
export const remoteContainer = defineContainer({
  kind: 'proposalRemote',
  note: '遠距投保',
  fixedCompCode: 'CH',
  unmetTabsMessage: (titles) => ruleMessages.CHECK_TABS(titles.join('、')),
});

export const containers: Record<WizardKind, ContainerDefinition> = {
  proposalMain: mobileContainer,
  proposalRemote: remoteContainer,
};
