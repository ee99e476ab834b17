import { lazy } from 'react';
import { boolean, object, type InferType } from 'yup';
import { amlMessages } from '@agent-portal/contracts/messages';
import { defineStep } from '../../registry/types';
import { amlFinishedOf } from './aml-finished';

/**
 * The AML step (spec 2 §2.7): not one of n1-n9; it opens after the attachments step (n5) under the step code
 * `AML` (docs/decisions.md, issue 12). Its screen saves the risk form and the EDD itself (暫存, 儲存, 完成); the
 * container's 下一步 passes, and the tab is marked done, only once the core accepted 完成 (agentFilesFinish), as
 * the BFF reads it back from the core (`finished`): saved forms are not a finished step (issue 20).
 */
const amlSchema = object({
  amlFinished: boolean().oneOf([true], amlMessages.FINISH_FIRST).required(amlMessages.FINISH_FIRST),
});
export type AmlStepValues = InferType<typeof amlSchema>;

/** The AML step's code in the wizard's address. */
export const AML_STEP_CODE = 'AML';

export const amlStep = defineStep<AmlStepValues>()({
  // No tab: the registry places it after n5, whose 下一步 opens it (inside n5's tab); no 暫存.
  place: {
    codes: { proposalMain: AML_STEP_CODE, proposalRemote: AML_STEP_CODE },
    tab: false,
    tempSave: false,
  },
  title: '洗錢防制評估',
  schema: amlSchema,
  async load(ctx) {
    if (!ctx.transCode) return { amlFinished: false };
    return { amlFinished: await amlFinishedOf(ctx.transCode) };
  },
  // Everything is saved by the screen's own buttons; 下一步 only checks that 完成 went through.
  save: () => Promise.resolve(),
  Screen: lazy(() => import('./screen')),
});
