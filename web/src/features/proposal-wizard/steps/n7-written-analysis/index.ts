import { placeholderStep } from '../placeholder/placeholder-step';

/** n7 書面分析報告: PLACEHOLDER until its issue builds the step (schema, load, save, screen). */
export const writtenAnalysisStep = placeholderStep(
  'n7',
  '書面分析報告',
  [{ name: 'analysisNote', label: '分析說明' }],
  () => import('./screen'),
);
