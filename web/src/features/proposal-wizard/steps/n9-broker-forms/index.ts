import { placeholderStep } from '../placeholder/placeholder-step';

/** n9 經紀人報告書: PLACEHOLDER until its issue builds the step (schema, load, save, screen). */
export const brokerFormsStep = placeholderStep(
  'n9',
  '經紀人報告書',
  [{ name: 'brokerNote', label: '報告書說明' }],
  () => import('./screen'),
);
