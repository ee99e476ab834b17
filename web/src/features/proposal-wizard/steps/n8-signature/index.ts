import { placeholderStep } from '../placeholder/placeholder-step';

/** n8 簽名: PLACEHOLDER until its issue builds the step (schema, load, save, screen). */
export const signatureStep = placeholderStep(
  'n8',
  '簽名',
  [{ name: 'signNote', label: '簽名說明' }],
  () => import('./screen'),
);
