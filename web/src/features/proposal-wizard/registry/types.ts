import type { ComponentType, LazyExoticComponent } from 'react';
import type { Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import type { WizardKind } from '@/config/paths';

/** Shows a message from a step's 下一步 and resolves when it is closed. */
export type BeforeNextAlert = (kind: 'error' | 'warning', content: string) => Promise<void>;

/** A step's 下一步 ends the build: back to the proposal list without asking (the name check said E). */
export const BACK_TO_LIST = 'backToList' as const;

/** What a step's calls know about the case. `transCode` is absent until the first save obtains one. */
export interface StepContext {
  stepCode: string;
  transCode: string | undefined;
  compCode: string;
  polInsureType: 'M' | 'R';
  isPreview: boolean;
}

export interface StepScreenProps<V extends FieldValues = FieldValues> {
  control: Control<V>;
  /** Preview mode (spec 3 §2), or a step its loaded values make read-only (`readOnlyOnLoad`): no field editable. */
  readOnly: boolean;
  stepCode: string;
  /** Sets values from code (a copy of the policyholder, a lookup's result). */
  setValue: UseFormSetValue<V>;
  /** The case's transaction code, once it has one. */
  transCode?: string;
  /** The case as the step's own calls need it (n6's reviews, n7's jump); absent in stand-alone renders. */
  context?: StepContext;
  /**
   * The step's row of buttons (a step with `ownActions`): the screen renders its own buttons into it, so that they
   * stand in one row with 上一步 and 下一步; null until the row is on the page.
   */
  actionsRow?: HTMLElement | null;
  /** Validates and saves the step like 下一步, without moving on: true when saved (n7's jump to the insurer). */
  submit?: () => Promise<boolean>;
}

/**
 * Where a step sits (design rule 13): the wizards that have it, under which step code, as one of the wizard's tabs
 * or as a step of the flow (AML: opened by the 下一步 of the tab before it in the registry, n5, and shown under a tab
 * of its own right after that one). The registry's order is the order of the tabs and of the flow.
 */
export interface StepPlace {
  /** The step's code in the address of each wizard that has it (INS_S1, REMOTE_S1, AML…). */
  codes: Partial<Record<WizardKind, string>>;
  /**
   * false: not one of the wizard's tabs (no count, no done mark, no place in a router-page entry's tabs) but a step
   * of the flow: it opens after the tab before it, whose 下一步 leads to it, and shows under its own tab right after
   * that one. Default true.
   */
  tab?: boolean;
  /** 暫存 shows on the step (default true), everywhere or per wizard (hidden on n5, n8 mobile and AML). */
  tempSave?: boolean | Partial<Record<WizardKind, boolean>>;
  /** Shown only when entered with a router page (n9). */
  routerOnly?: boolean;
}

/**
 * One wizard step (design rule 13): its place, schema, load and save typed on its values `V` (the contracts' form
 * type of the step, plus the facts its screen shows), its screen a chunk of its own. The container owns everything
 * else (tabs, counts, done marks, temporary save, transaction code) and has no branch for a particular step.
 */
export interface StepDefinition<V extends FieldValues = FieldValues> {
  place: StepPlace;
  /** The tab's label. */
  title: string;
  /** Required fields: the tab's count is the number of fields this schema refuses. */
  schema: AnyObjectSchema;
  /**
   * The step's values (a new case: its defaults). `fillsForm`: this load fills the step's form (the step host's),
   * so the step takes the draft's revision with it; any other load (a completeness check) only reads.
   */
  load(ctx: StepContext & { fillsForm?: boolean }): Promise<V>;
  /**
   * false: the cross-tab check of a later 下一步 skips this tab (n6: its agreement is each visit's, never stored, so
   * its stored values never pass; passing it posts the review records). Default true.
   */
  checkedLater?: boolean;
  /** The loaded values already count as passed (n7: submitted and unchanged): the tab is marked done on load. */
  doneOnLoad?(values: V): boolean;
  /**
   * The loaded values say the step is read-only (n7 of a remote case past its acceptance date): every field and
   * action but 上一步 (and the screen's own viewing, e.g. the PDF) is disabled, and nothing is autosaved.
   */
  readOnlyOnLoad?(values: V): boolean;
  /**
   * The schema's refusals the spec shows as an alert, not under a field (n2's spouse / marital-status mismatch,
   * spec 3 §5): 下一步 meeting one opens it (the field keeps its mark too).
   */
  alertOnNext?(message: string): boolean;
  /**
   * Saves the step (`temporary`: 暫存 or an autosave, no validation; `autosave`: the background save of a change);
   * the container obtained the transaction code first. `overwrite`: after a 409 DRAFT_CONFLICT the agent chose to
   * overwrite the newer draft, this revision of it (issue 22 item 6).
   */
  save(
    ctx: StepContext & { transCode: string; temporary: boolean; autosave?: boolean; overwrite?: number },
    values: V,
  ): Promise<void>;
  /**
   * 清除 (spec 3 §2, spec 2 §2.5): the values the cleared form holds, from the current ones (the case's facts kept).
   * The host asks first (CLEAR_ALL_CONFIRM); the cleared form is then saved as any change is.
   */
  clear?(values: V): V;
  /** Saves the current values on change (debounced, one call in flight) and before the session reminder. */
  autosave?: boolean;
  /** 上一步 and 下一步 also fixed at the window's right edge (spec 3 §2 n2/n3, spec 2 §2.5 n4: long forms). */
  sideActions?: boolean;
  /**
   * The screen has buttons of its own (AML: 清除, 暫存, 儲存, 檢查漏勾漏填, 完成): they go in the step's one row, between
   * 上一步 and 下一步 (`actionsRow`), not in a row of their own (issue 41 item 7).
   */
  ownActions?: boolean;
  /**
   * The values the step's own fields give (n1/n2: the ages from the birth date, the assets total): computed, never
   * kept in sync by the screen. The container validates and saves `derive(values)`.
   */
  derive?(values: V): V;
  /** The schema's validation context (`$name`): read once when the step opens. */
  validationContext?(ctx: StepContext): Promise<Record<string, unknown>>;
  /**
   * Before the 下一步 save, once the schema passed (n1/n2's name/AML check): the values to save, null to stay, or
   * BACK_TO_LIST to leave for the proposal list (name check E). `alert` shows a message and resolves when closed.
   */
  beforeNext?(
    ctx: StepContext & { transCode: string },
    values: V,
    alert: BeforeNextAlert,
  ): Promise<V | null | typeof BACK_TO_LIST>;
  /** After a successful 下一步 save: steps (registry keys) to show or hide (n2's agent-service check shows n3). */
  afterNext?(ctx: StepContext & { transCode: string }): Promise<TabChange | void>;
  /** The loaded values call for their validation at once (n3 with a representative still waiting, legStatus W). */
  validateOnEntry?(values: V): boolean;
  /** Runs before the tab opens (the check items fetch theirs first); false keeps the agent where they are. */
  enter?(ctx: StepContext): Promise<boolean>;
  Screen: LazyExoticComponent<ComponentType<StepScreenProps<V>>>;
}

/**
 * What the container knows of a step before entering it: its place, its tab's label and whether a later 下一步 checks
 * it. Each step's `place.ts`; its definition (`index.ts`: schema, load, save, screen) spreads it.
 */
export interface StepPlacing<P extends StepPlace = StepPlace> {
  place: P;
  title: string;
  /** See StepDefinition's `checkedLater`. */
  checkedLater?: boolean;
}

/** Declares a step's placing; the place stays literal, so the registry derives `TabKey` from it. */
export const stepPlacing = <const P extends StepPlace>(placing: StepPlacing<P>): StepPlacing<P> => placing;

/**
 * A line of the registry (design rule 13): the step's placing, and its definition, a chunk of its own loaded when the
 * step is entered or checked (issue 25 item 4: a step's first paint loads no other step's schema and rules).
 */
export interface StepEntry<P extends StepPlace = StepPlace> extends StepPlacing<P> {
  /** The definition, loaded once (a failed load is tried again at the next call). */
  definition(): Promise<AnyStepDefinition>;
  /** The definition once loaded, else undefined. */
  loaded(): AnyStepDefinition | undefined;
}

/** A registry line whose definition loads on demand through `importer` (a dynamic import of the step's index). */
export function lazyStep<const P extends StepPlace>(
  placing: StepPlacing<P>,
  importer: () => Promise<AnyStepDefinition>,
): StepEntry<P> {
  let loading: Promise<AnyStepDefinition> | undefined;
  let loaded: AnyStepDefinition | undefined;
  return {
    ...placing,
    definition: () =>
      (loading ??= importer().then(
        (step) => (loaded = step),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => loaded,
  };
}

/** A definition already at hand as a registry line (a test's registry). */
export function stepEntryOf(step: AnyStepDefinition | StepEntry): StepEntry {
  if ('definition' in step) return step;
  return {
    place: step.place,
    title: step.title,
    checkedLater: step.checkedLater,
    definition: () => Promise.resolve(step),
    loaded: () => step,
  };
}

/** Tabs a step's 下一步 shows or hides, by registry key. */
export interface TabChange {
  show?: readonly string[];
  hide?: readonly string[];
}

/**
 * A step of the registry with its values' type forgotten: the container runs any step through its own methods,
 * which are typed on the same `V` (so `load`'s values are what `save` gets).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the existential of a heterogeneous registry
export type AnyStepDefinition = StepDefinition<any>;

/** A step of a container: its registry key and definition, its code there, tab or not, with or without 暫存. */
export interface ContainerEntry {
  key: string;
  step: StepEntry;
  code: string;
  tab: boolean;
  tempSave: boolean;
  routerOnly: boolean;
}

/** A tab of a container: which step, under which step code, with or without 暫存. */
export interface ContainerTab {
  /** The step's registry key. */
  tab: string;
  code: string;
  /** 暫存 shows on this step (hidden on n5 and n8 mobile, n5 remote). */
  tempSave: boolean;
  /** Shown only when entered with a router page (n9). */
  routerOnly?: boolean;
}

/**
 * Declares a step on its values `V` (usually the contracts' `InferType` of its schema, plus the facts its screen
 * shows); the place stays literal, so the registry derives `TabKey` from it.
 *
 *     export const signatureStep = defineStep<SignatureValues>()({ place: { codes: { proposalMain: 'INS_S8' } }, … });
 */
export const defineStep =
  <V extends FieldValues>() =>
  <const P extends StepPlace>(step: StepDefinition<V> & { place: P }): StepDefinition<V> & { place: P } =>
    step;
