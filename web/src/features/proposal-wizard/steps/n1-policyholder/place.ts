import { stepPlacing } from '../../registry/types';

/** n1 要保人: its place and tab label (the definition, index.ts, loads when the step is entered). */
export const policyholderPlacing = stepPlacing({
  place: { codes: { proposalMain: 'INS_S1', proposalRemote: 'REMOTE_S1' } },
  title: '要保人',
});
