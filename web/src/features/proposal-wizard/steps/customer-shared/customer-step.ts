import { lazy, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import {
  getCustomerContext,
  getDrafts,
  loadStepDrafts,
  saveDraft,
  type CustomerDrafts,
  type CustomerStepName,
} from './customer-steps-api';
import type { StepContext, StepDefinition, StepPlace, StepScreenProps } from '../../registry/types';

/**
 * A customer step (n1-n3) on its values `V` (the contracts' PolicyholderValues, InsuredValues, LegalAgentValues):
 * drafts through the core's temporary save, autosave, the schema's context.
 */
export function customerStep<V extends FieldValues, const P extends StepPlace>(options: {
  place: P;
  title: string;
  name: CustomerStepName;
  schema: AnyObjectSchema;
  /** A new case's values: every field blank. */
  blank: V;
  /** The step's saved draft among the case's drafts (over the blank values); `load` instead when it takes more. */
  pick?: (drafts: CustomerDrafts) => Partial<V> | null;
  load?: StepDefinition<V>['load'];
  screen: () => Promise<{ default: ComponentType<StepScreenProps<V>> }>;
  extraContext?: (ctx: StepContext) => Promise<Record<string, unknown>>;
  afterNext?: StepDefinition<V>['afterNext'];
  beforeNext?: StepDefinition<V>['beforeNext'];
  alertOnNext?: StepDefinition<V>['alertOnNext'];
  derive?: StepDefinition<V>['derive'];
  validateOnEntry?: StepDefinition<V>['validateOnEntry'];
  /** 清除: the cleared values (default: every field blank, the check flag cusCheck with them, spec 3 §4). */
  clear?: StepDefinition<V>['clear'];
  /** 上一步 and 下一步 also at the window's side (spec 3 §2: n2 and n3). */
  sideActions?: boolean;
}): StepDefinition<V> & { place: P } {
  const { blank, pick } = options;
  return {
    place: options.place,
    title: options.title,
    schema: options.schema,
    autosave: true,
    sideActions: options.sideActions,
    load:
      options.load ??
      (async (ctx) => {
        if (!ctx.transCode || !pick) return { ...blank };
        // Only the load that fills the form takes the step's revision (issue 22 item 6).
        const drafts = ctx.fillsForm
          ? await loadStepDrafts(ctx.transCode, options.name)
          : await getDrafts(ctx.transCode);
        return { ...blank, ...pick(drafts) };
      }),
    save: (ctx, values) =>
      saveDraft(ctx, options.name, values, ctx.autosave ? 'auto' : ctx.temporary ? 'temporary' : 'final'),
    // The context and the step's own part are asked at once: a tab switch waits for one round trip, not two.
    async validationContext(ctx) {
      const [base, extra] = await Promise.all([getCustomerContext(), options.extraContext?.(ctx)]);
      return { ...base, polInsureType: ctx.polInsureType, ...extra };
    },
    afterNext: options.afterNext,
    beforeNext: options.beforeNext,
    alertOnNext: options.alertOnNext,
    derive: options.derive,
    validateOnEntry: options.validateOnEntry,
    clear: options.clear ?? (() => ({ ...blank })),
    Screen: lazy(options.screen),
  };
}
