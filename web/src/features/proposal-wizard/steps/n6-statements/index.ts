import { placeholderStep } from '../placeholder/placeholder-step';

/** n6 其他聲明事項: PLACEHOLDER until its issue builds the step (schema, load, save, screen). */
export const statementsStep = placeholderStep(
  'n6',
  '其他聲明事項',
  [{ name: 'statementNote', label: '聲明事項' }],
  () => import('./screen'),
);
