import { placeholderStep } from '../placeholder/placeholder-step';

/** n4 檢核項目: PLACEHOLDER until its issue builds the step (schema, load, save, screen). */
export const checkItemsStep = placeholderStep(
  'n4',
  '檢核項目',
  [{ name: 'checkNote', label: '檢核說明' }],
  () => import('./screen'),
);
