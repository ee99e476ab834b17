import { brokerFormMessages } from '@agent-portal/contracts/messages';
import { stepPlacing } from '../../registry/types';

/** n9 經紀人報告書: its place and tab label (the definition, index.ts, loads when the step is entered). */
export const brokerFormsPlacing = stepPlacing({
  place: { codes: { proposalMain: 'INS_S9', proposalRemote: 'REMOTE_S7' }, routerOnly: true },
  title: brokerFormMessages.TITLE,
});
