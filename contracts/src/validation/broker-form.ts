import { object, string, type InferType } from 'yup';
import { brokerFormMessages as m } from '../messages/broker-form';
import { requiredText } from './common';

/** The broker form of n9 (INS_S9 / REMOTE_S7): the broker's reason (required, ≤ 200) and the explained-to-customer Y. */
export const BROKER_REASON_MAX = 200;

export const brokerFormSchema = object({
  recommendReason: requiredText(m.REASON_LABEL).max(BROKER_REASON_MAX, m.REASON_MAX),
  explainedYn: string().required(m.EXPLAINED_REQUIRED).oneOf(['Y'], m.EXPLAINED_REQUIRED),
});

export type BrokerForm = InferType<typeof brokerFormSchema>;

/** The autosave's temporary save (issue 22 item 5): what was typed, nothing required, the reason within its length. */
export const brokerFormDraftSchema = object({
  recommendReason: string().default('').max(BROKER_REASON_MAX, m.REASON_MAX),
  explainedYn: string().default('N').oneOf(['Y', 'N', ''], m.EXPLAINED_REQUIRED),
});
