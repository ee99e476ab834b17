import { lazy } from 'react';
import { array, boolean, number, object, string, type InferType } from 'yup';
import { ruleMessages } from '@agent-portal/contracts/messages';
import { defineStep } from '../../registry/types';
import { getStatements } from './get-statements';
import { postStatementRecords } from './post-statement-records';
import { statementsPlacing } from './place';

/** n6 其他聲明事項 (spec 3 §2 statement step, §4, §5): every document agreed before 下一步. */
export const statementsSchema = object({
  scale: number(),
  documents: array(
    object({
      docCode: string().required(),
      docVersion: string(),
      annexName: string(),
      contType: string(),
      agreed: boolean().default(false),
    }),
  )
    .default([])
    .test({
      name: 'allAgreed',
      message: ruleMessages.STATEMENT_NOT_READ,
      test: (docs) => (docs ?? []).every((d) => d.agreed),
    }),
});

export type StatementsStepValues = InferType<typeof statementsSchema>;

export const statementsStep = defineStep<StatementsStepValues>()({
  ...statementsPlacing,
  schema: statementsSchema,
  async load(ctx) {
    if (!ctx.transCode) return { scale: 1, documents: [] };
    const list = await getStatements(ctx.transCode, ctx.isPreview);
    // Agreement is this visit's: each entry to the step has the customer read and agree again (decisions.md).
    return { scale: list.scale, documents: list.documents.map((d) => ({ ...d, agreed: false })) };
  },
  async save(ctx, _values) {
    // Each document's review was recorded when it was agreed; 暫存 has nothing more to keep.
    if (!ctx.temporary) await postStatementRecords(ctx.transCode);
  },
  Screen: lazy(() => import('./screen')),
});
