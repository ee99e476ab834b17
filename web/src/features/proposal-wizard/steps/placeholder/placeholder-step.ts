import { lazy, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { object } from 'yup';
import { requiredText } from '@agent-portal/contracts/validation';
import type { StepDefinition, StepScreenProps } from '../../registry/types';

type TabKey = string;

/**
 * PLACEHOLDER (issue 9): the steps' own screens, schemas and calls arrive with the following issues. Until then
 * each step is this stand-in: a tiny real schema (required fields) so the container's counts, done marks,
 * temporary save and transaction code are exercised, and values kept in this tab's memory per case and step.
 */
export interface PlaceholderField {
  name: string;
  label: string;
}

const saved = new Map<string, FieldValues>();
const keyOf = (transCode: string | undefined, tab: TabKey) => `${transCode ?? ''}:${tab}`;

export function placeholderStep(
  tab: TabKey,
  title: string,
  fields: readonly PlaceholderField[],
  screen: () => Promise<{ default: ComponentType<StepScreenProps> }>,
): StepDefinition & { fields: readonly PlaceholderField[] } {
  const blank = Object.fromEntries(fields.map((f) => [f.name, '']));
  return {
    place: { codes: {} },
    title,
    fields,
    schema: object(Object.fromEntries(fields.map((f) => [f.name, requiredText(f.label)]))),
    load: (ctx) => Promise.resolve({ ...blank, ...saved.get(keyOf(ctx.transCode, tab)) }),
    save: (ctx, values) => {
      saved.set(keyOf(ctx.transCode, tab), { ...values });
      return Promise.resolve();
    },
    Screen: lazy(screen),
  };
}
