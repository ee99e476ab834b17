import { lazy } from 'react';
import { brokerFormMessages } from '@agent-portal/contracts/messages';
import { brokerFormSchema } from '@agent-portal/contracts/validation';
import type { StepDefinition } from '../../registry/types';
import { getBrokerForm, postBrokerForm } from './broker-form-api';

/**
 * n9 經紀人報告書 (INS_S9 / REMOTE_S7, spec 2 §2.10): the broker's reason and the explained-to-customer
 * confirmation, saved with 暫存 (the last tab has no 下一步); the BFF runs the same schema.
 */
export const brokerFormsStep: StepDefinition = {
  tab: 'n9',
  title: brokerFormMessages.TITLE,
  schema: brokerFormSchema,
  load: async (ctx) =>
    ctx.transCode ? getBrokerForm(ctx.transCode) : { recommendReason: '', explainedYn: 'N', savedAt: null },
  save: (ctx, values) =>
    postBrokerForm(ctx.transCode, {
      recommendReason: String(values.recommendReason ?? ''),
      explainedYn: String(values.explainedYn ?? ''),
    }),
  Screen: lazy(() => import('./screen')),
};
