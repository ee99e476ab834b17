import { lazy } from 'react';
import { boolean, mixed, object, type InferType } from 'yup';
import { amlMessages } from '@agent-portal/contracts/messages';
import { defineStep } from '../../registry/types';
import { finishedIn } from './aml-finished';
import { getAml, postAmlEdd, postAmlRisk, type EddForm, type RiskForm } from './aml-api';
import { amlPlacing } from './place';

export { AML_STEP_CODE } from './place';

/**
 * The AML step (spec 2 §2.7): not one of n1-n9; it opens after the attachments step (n5) under the step code
 * `AML` (docs/decisions.md, issue 12). Its screen saves the risk form and the EDD itself (暫存, 儲存, 完成); the
 * container's 下一步 passes, and the tab is marked done, only once the core accepted 完成 (agentFilesFinish), as
 * the BFF reads it back from the core (`finished`): saved forms are not a finished step (issue 20).
 *
 * Autosave (issue 22 item 5): the screen's forms mirror their answers into the step's values (`risk`, and `edd`
 * while the EDD questionnaire is asked), so the step host autosaves them as it does every step, through the
 * step's temporary save: the core's temporary annexes (status T), never the final 儲存's validation.
 */
const amlSchema = object({
  amlFinished: boolean().oneOf([true], amlMessages.FINISH_FIRST).required(amlMessages.FINISH_FIRST),
  risk: mixed<RiskForm>().optional(),
  edd: mixed<EddForm>().optional(),
});
export type AmlStepValues = InferType<typeof amlSchema>;

/** The answers this tab's autosave last wrote, per case and form: the same answers are not written again. */
const posted = new Map<string, string>();
const unsaved = (transCode: string, form: 'risk' | 'edd', answers: RiskForm | EddForm) =>
  posted.get(`${transCode}:${form}`) !== JSON.stringify(answers);

export const amlStep = defineStep<AmlStepValues>()({
  ...amlPlacing,
  schema: amlSchema,
  async load(ctx) {
    if (!ctx.transCode) return { amlFinished: false };
    const data = await getAml(ctx.transCode);
    return { amlFinished: finishedIn(data), risk: undefined, edd: undefined };
  },
  // 下一步 only checks that 完成 went through (the screen's buttons save the forms). A temporary save (the
  // autosave) writes the answers the screen mirrored: the risk form, and the EDD while it is asked.
  async save(ctx, values) {
    if (!ctx.temporary) return;
    const opts = { autosave: ctx.autosave };
    // Only answers not saved yet: a save of the same answers (after 完成 the step's own value changes) is none.
    if (values.risk && unsaved(ctx.transCode, 'risk', values.risk)) {
      await postAmlRisk(ctx.transCode, values.risk, true, opts);
      posted.set(`${ctx.transCode}:risk`, JSON.stringify(values.risk));
    }
    if (values.edd && unsaved(ctx.transCode, 'edd', values.edd)) {
      await postAmlEdd(ctx.transCode, values.edd, true, opts);
      posted.set(`${ctx.transCode}:edd`, JSON.stringify(values.edd));
    }
  },
  autosave: true,
  ownActions: true,
  Screen: lazy(() => import('./screen')),
});
