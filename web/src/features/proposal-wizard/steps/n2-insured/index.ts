import { placeholderStep } from '../placeholder/placeholder-step';

/** n2 被保險人: PLACEHOLDER until its issue builds the step (schema, load, save, screen). */
export const insuredStep = placeholderStep(
  'n2',
  '被保險人',
  [{ name: 'iCusName', label: '被保險人姓名' }],
  () => import('./screen'),
);
