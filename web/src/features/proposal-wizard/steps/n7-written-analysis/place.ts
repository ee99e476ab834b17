import { stepPlacing } from '../../registry/types';

/** n7 書面分析報告: its place and tab label (the definition, index.ts, loads when the step is entered). */
export const writtenAnalysisPlacing = stepPlacing({
  place: { codes: { proposalMain: 'INS_S7', proposalRemote: 'REMOTE_S6' } },
  title: '書面分析報告',
});
