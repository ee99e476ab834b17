import { lazy } from 'react';
import { brokerFormSchema } from '@agent-portal/contracts/validation';
import { defineStep } from '../../registry/types';
import { getBrokerForm, postBrokerForm, type BrokerFormStepValues } from './broker-form-api';
import { brokerFormsPlacing } from './place';

/**
 * n9 經紀人報告書 (INS_S9 / REMOTE_S7, spec 2 §2.10): the broker's reason and the explained-to-customer
 * confirmation, saved with 暫存 (the last tab has no 下一步); the BFF runs the same schema. Autosaved as the core's
 * temporary save (issue 22 item 5), which 暫存 then completes.
 */
export const brokerFormsStep = defineStep<BrokerFormStepValues>()({
  ...brokerFormsPlacing,
  schema: brokerFormSchema,
  load: async (ctx) =>
    ctx.transCode
      ? getBrokerForm(ctx.transCode)
      : { recommendReason: '', explainedYn: 'N', savedAt: null, temporary: false },
  save: (ctx, values) =>
    postBrokerForm(ctx.transCode, {
      recommendReason: values.recommendReason ?? '',
      explainedYn: values.explainedYn ?? 'N',
      temporary: ctx.autosave === true,
    }),
  autosave: true,
  Screen: lazy(() => import('./screen')),
});
