import { stepPlacing } from '../../registry/types';

/** n6 其他聲明事項: its place and tab label (the definition, index.ts, loads when the step is entered). */
export const statementsPlacing = stepPlacing({
  place: { codes: { proposalMain: 'INS_S6' } },
  title: '其他聲明事項',
  // The agreement is each visit's (index.ts): a later step's cross-tab check would always find it missing.
  checkedLater: false,
});
