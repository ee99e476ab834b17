import { stepPlacing } from '../../registry/types';

/** n5 附件上傳: its place and tab label (the definition, index.ts, loads when the step is entered). */
export const attachmentsPlacing = stepPlacing({
  place: { codes: { proposalMain: 'INS_S5', proposalRemote: 'REMOTE_S5' }, tempSave: false },
  title: '附件上傳',
});
