import { placeholderStep } from '../placeholder/placeholder-step';

/** n3 法定代理人: PLACEHOLDER until its issue builds the step (schema, load, save, screen). */
export const legalAgentStep = placeholderStep(
  'n3',
  '法定代理人',
  [{ name: 'legalName', label: '法定代理人姓名' }],
  () => import('./screen'),
);
