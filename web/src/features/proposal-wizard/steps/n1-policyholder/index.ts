import { placeholderStep } from '../placeholder/placeholder-step';

/** n1 要保人: PLACEHOLDER until its issue builds the step (schema, load, save, screen). */
export const policyholderStep = placeholderStep(
  'n1',
  '要保人',
  [
    { name: 'oCusName', label: '要保人姓名' },
    { name: 'oMobile', label: '要保人行動電話' },
  ],
  () => import('./screen'),
);
