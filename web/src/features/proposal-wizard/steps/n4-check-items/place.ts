import { stepPlacing } from '../../registry/types';

/** n4 檢核項目: its place and tab label (the definition, index.ts, loads when the step is entered). */
export const checkItemsPlacing = stepPlacing({
  place: { codes: { proposalMain: 'INS_S4', proposalRemote: 'REMOTE_S4' } },
  title: '檢核項目',
});
