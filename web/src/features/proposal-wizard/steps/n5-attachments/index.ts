import { placeholderStep } from '../placeholder/placeholder-step';

/** n5 附件上傳: PLACEHOLDER until its issue builds the step (schema, load, save, screen). */
export const attachmentsStep = placeholderStep(
  'n5',
  '附件上傳',
  [{ name: 'attachNote', label: '附件說明' }],
  () => import('./screen'),
);
