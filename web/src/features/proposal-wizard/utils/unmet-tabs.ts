import { ValidationError } from 'yup';
import { stepEntryOf, type StepContext, type StepDefinition, type StepEntry } from '../registry/types';
import type { TabState } from './tab-state';

/** A field of a step's stored values that its schema refuses, with the schema's message. */
export interface UnmetField {
  path: string;
  message: string;
}

/** The fields of a step's stored values its schema refuses, in the step's validation context ([]: complete). */
export async function unmetFields(step: StepDefinition, ctx: StepContext): Promise<UnmetField[]> {
  // The step's own validation context too (the customer steps read the case type and parameters from it).
  const [values, context] = await Promise.all([step.load(ctx), step.validationContext?.(ctx) ?? {}]);
  try {
    await step.schema.validate(values, { abortEarly: false, context });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = error.inner.length > 0 ? error.inner : [error];
    const byPath = new Map(errors.map((e) => [e.path ?? '', e.message]));
    return [...byPath].map(([path, message]) => ({ path, message }));
  }
}

/** How many fields of a step's stored values its schema refuses (0: complete). */
export async function countUnmet(step: StepDefinition, ctx: StepContext): Promise<number> {
  return (await unmetFields(step, ctx)).length;
}

/**
 * The cross-tab check before a case moves on (spec 2 §8, spec 3 §5): every shown tab before `target` other than the
 * one just saved (`from`), the locked ones (router-page entry) and those not `checkedLater` (n6) is loaded and
 * checked against its schema (each step's definition loaded first). Returns each tab's count, in tab order.
 */
export async function unmetTabs(
  tabs: readonly TabState[],
  stepOf: (code: string) => StepEntry | StepDefinition | undefined,
  ctx: StepContext,
  from: string,
  target: string,
): Promise<{ code: string; count: number }[]> {
  const end = tabs.findIndex((t) => t.code === target);
  const checked = tabs
    .slice(0, end < 0 ? tabs.length : end)
    .filter((t) => t.show && !t.locked && t.code !== from && stepOf(t.code)?.checkedLater !== false);
  const counts = await Promise.all(
    checked.map(async (t) => {
      const line = stepOf(t.code);
      if (!line) return { code: t.code, count: 0 };
      const step = await stepEntryOf(line).definition();
      return { code: t.code, count: await countUnmet(step, { ...ctx, stepCode: t.code }) };
    }),
  );
  return counts;
}
