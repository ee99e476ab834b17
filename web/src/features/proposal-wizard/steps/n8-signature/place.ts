import { stepPlacing } from '../../registry/types';

/** n8 簽名: its place and tab label (the definition, index.ts, loads when the step is entered). */
export const signaturePlacing = stepPlacing({
  place: { codes: { proposalMain: 'INS_S8' }, tempSave: false },
  title: '簽名',
});
