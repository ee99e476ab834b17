import { lazy, type ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { AnyObjectSchema } from 'yup';
import { ADDRESS_PARTS } from '@agent-portal/contracts/rules';
import { getCustomerContext, getDrafts, saveDraft, type CustomerStepName } from './customer-steps-api';
import type { StepContext, StepDefinition, StepPlace, StepScreenProps } from '../../registry/types';

/** A customer step (n1-n3): drafts through the core's temporary save, autosave, the schema's context. */
export function customerStep<const P extends StepPlace>(options: {
  place: P;
  title: string;
  name: CustomerStepName;
  schema: AnyObjectSchema;
  blank: FieldValues;
  pick: (drafts: Awaited<ReturnType<typeof getDrafts>>) => FieldValues | null;
  screen: () => Promise<{ default: ComponentType<StepScreenProps> }>;
  extraContext?: (ctx: StepContext) => Promise<Record<string, unknown>>;
  afterNext?: StepDefinition['afterNext'];
  beforeNext?: StepDefinition['beforeNext'];
  derive?: StepDefinition['derive'];
}): StepDefinition & { place: P } {
  return {
    place: options.place,
    title: options.title,
    schema: options.schema,
    autosave: true,
    async load(ctx) {
      if (!ctx.transCode) return { ...options.blank };
      return { ...options.blank, ...(options.pick(await getDrafts(ctx.transCode)) ?? {}) };
    },
    save: (ctx, values) =>
      saveDraft(ctx, options.name, values, ctx.autosave ? 'auto' : ctx.temporary ? 'temporary' : 'final'),
    async validationContext(ctx) {
      const base = await getCustomerContext();
      return { ...base, polInsureType: ctx.polInsureType, ...(await options.extraContext?.(ctx)) };
    },
    afterNext: options.afterNext,
    beforeNext: options.beforeNext,
    derive: options.derive,
    Screen: lazy(options.screen),
  };
}

export const PARTY_FIELDS = [
  ...ADDRESS_PARTS,
  ...ADDRESS_PARTS.map((p) => `${p}R`),
  'amlResult',
  'getDataYn',
  'cusIdn',
  'cusName',
  'sex',
  'birthYy',
  'birthMm',
  'birthDd',
  'insureAge',
  'actualAge',
  'nationality',
  'addrFullR',
  'checkAddrRYn',
  'addrFull',
  'checkAddrYn',
  'sameAddrYn',
  'marryCode',
  'phoneC1',
  'phoneC2',
  'phoneC3',
  'phoneH1',
  'phoneH2',
  'phoneH3',
  'mobile',
  'email',
  'emailYn',
  'agreeEmailYn',
  'jobCode',
  'salary',
  'oIncome',
  'hIncome',
  'pp',
  'rp',
  'assets',
  'loanDebt',
  'salaryLast',
  'oIncomeLast',
  'hIncomeLast',
  'assetsLast',
  'salaryReason',
  'oIncomeReason',
  'hIncomeReason',
  'assetsReason',
];

export const blankOf = (fields: readonly string[]): FieldValues =>
  Object.fromEntries(fields.map((f) => [f, '']));
