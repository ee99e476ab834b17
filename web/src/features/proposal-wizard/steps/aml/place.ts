import { stepPlacing } from '../../registry/types';

/** The AML step's code in the wizard's address. */
export const AML_STEP_CODE = 'AML';

/** 洗錢防制評估: its place and title (the definition, index.ts, loads when the step is entered). */
export const amlPlacing = stepPlacing({
  // A step of the flow: the registry places it after n5, whose 下一步 opens it, under a tab of its own after n5's;
  // no 暫存 (the screen has its own).
  place: {
    codes: { proposalMain: AML_STEP_CODE, proposalRemote: AML_STEP_CODE },
    tab: false,
    tempSave: false,
  },
  title: '洗錢防制評估',
});
