import type { FieldValues } from 'react-hook-form';
import { object, string, type AnyObjectSchema } from 'yup';
import type { StepContext, StepDefinition } from '../../registry/types';
import type { TabState } from '../tab-state';

/** Shared by the cross-tab tests: a case's context, a tab's flags, a step whose stored values are given. */
export const ctx: StepContext = {
  stepCode: '',
  transCode: 'T1',
  compCode: 'CH',
  polInsureType: 'R',
  isPreview: false,
};

/** A step whose stored values are `values` (or whose load fails), checked by `schema` (default: a and b required). */
export function stepWith(
  values: FieldValues,
  schema: AnyObjectSchema = object({ a: string().required(), b: string().required() }),
  fails = false,
): StepDefinition {
  return {
    place: { codes: { proposalRemote: 'REMOTE_S1' } },
    title: 't',
    schema,
    load: () => (fails ? Promise.reject(new Error('down')) : Promise.resolve(values)),
    save: () => Promise.resolve(),
    Screen: (() => null) as unknown as StepDefinition['Screen'],
  };
}

export const tab = (code: string, extra: Partial<TabState> = {}): TabState => ({
  code,
  show: true,
  done: true,
  locked: false,
  count: 0,
  ...extra,
});
