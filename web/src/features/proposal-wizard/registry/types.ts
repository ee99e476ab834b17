import type { ComponentType, LazyExoticComponent } from 'react';
import type { Control, FieldValues, UseFormSetValue } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';

/** The tab labels of spec 3 §2: n1 policyholder … n9 broker forms. */
export type TabKey = 'n1' | 'n2' | 'n3' | 'n4' | 'n5' | 'n6' | 'n7' | 'n8' | 'n9';

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

export interface StepScreenProps {
  control: Control<FieldValues>;
  /** Preview mode: every field read-only (spec 3 §2). */
  readOnly: boolean;
  stepCode: string;
  /** Sets values from code (a copy of the policyholder, a lookup's result). */
  setValue?: UseFormSetValue<FieldValues>;
  /** The case's transaction code, once it has one. */
  transCode?: string;
  /** The case as the step's own calls need it (n6's reviews, n7's jump); absent in stand-alone renders. */
  context?: StepContext;
  /** Validates and saves the step like 下一步, without moving on: true when saved (n7's jump to the insurer). */
  submit?: () => Promise<boolean>;
}

/**
 * One wizard step (design rule 16): its schema, load and save calls and its screen, a chunk of its own. The
 * container owns everything else (tabs, counts, done marks, temporary save, transaction code).
 */
export interface StepDefinition {
  tab: TabKey;
  /** The tab's label. */
  title: string;
  /** Required fields: the tab's count is the number of fields this schema refuses. */
  schema: AnyObjectSchema;
  /** The step's values (a new case: its defaults). */
  load(ctx: StepContext): Promise<FieldValues>;
  /** The loaded values already count as passed (n7: submitted and unchanged): the tab is marked done on load. */
  doneOnLoad?(values: FieldValues): boolean;
  /**
   * Saves the step (`temporary`: 暫存 or an autosave, no validation; `autosave`: the background save of a change);
   * the container obtained the transaction code first.
   */
  save(
    ctx: StepContext & { transCode: string; temporary: boolean; autosave?: boolean },
    values: FieldValues,
  ): Promise<void>;
  /** Saves the current values on change (debounced, one call in flight) and before the session reminder. */
  autosave?: boolean;
  /** The schema's validation context (`$name`): read once when the step opens. */
  validationContext?(ctx: StepContext): Promise<Record<string, unknown>>;
  /**
   * Before the 下一步 save, once the schema passed (n1/n2's name/AML check): the values to save, null to stay, or
   * BACK_TO_LIST to leave for the proposal list (name check E). `alert` shows a message and resolves when closed.
   */
  beforeNext?(
    ctx: StepContext & { transCode: string },
    values: FieldValues,
    alert: BeforeNextAlert,
  ): Promise<FieldValues | null | typeof BACK_TO_LIST>;
  /** After a successful 下一步 save: tabs to show or hide (n2's agent-service check shows or hides n3). */
  afterNext?(ctx: StepContext & { transCode: string }): Promise<{ show?: TabKey[]; hide?: TabKey[] } | void>;
  /** The loaded values call for their validation at once (n3 with a representative still waiting, legStatus W). */
  validateOnEntry?(values: FieldValues): boolean;
  /** Runs before the tab opens (the check items fetch theirs first); false keeps the agent where they are. */
  enter?(ctx: StepContext): Promise<boolean>;
  Screen: LazyExoticComponent<ComponentType<StepScreenProps>>;
}

/** A tab of a container: which step, under which step code, with or without 暫存. */
export interface ContainerTab {
  tab: TabKey;
  code: string;
  /** 暫存 shows on this step (hidden on n5 and n8 mobile, n5 remote). */
  tempSave: boolean;
  /** Shown only when entered with a router page (n9). */
  routerOnly?: boolean;
}
