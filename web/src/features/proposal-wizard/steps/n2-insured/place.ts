import { stepPlacing } from '../../registry/types';

/** n2 被保險人: its place and tab label (the definition, index.ts, loads when the step is entered). */
export const insuredPlacing = stepPlacing({
  place: { codes: { proposalMain: 'INS_S2', proposalRemote: 'REMOTE_S2' } },
  title: '被保險人',
});
