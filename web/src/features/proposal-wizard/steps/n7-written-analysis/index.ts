import { lazy } from 'react';
import { writtenAnalysisSchema } from '@agent-portal/contracts/validation';
import { proposalMessages } from '@agent-portal/contracts/messages';
import { showNotes } from '@/lib/alerts';
import { defineStep } from '../../registry/types';
import { getWrittenAnalysis } from './get-written-analysis';
import { postWrittenAnalysis } from './post-written-analysis';
import { blankValues, isSubmitted, toFormValues, toPosted, type WrittenAnalysisStepValues } from './values';
import { writtenAnalysisPlacing } from './place';

/**
 * n7 書面分析 (INS_S7, REMOTE_S6; spec 3 §2, §4, §5, §8): three boxes, draft T (暫存) and submit S (下一步, or
 * 轉保險公司 for remote cases). The conditional rules read the core's facts (`meta`).
 */
export const writtenAnalysisStep = defineStep<WrittenAnalysisStepValues>()({
  ...writtenAnalysisPlacing,
  schema: writtenAnalysisSchema,
  async load(ctx) {
    if (!ctx.transCode) return blankValues(ctx.compCode);
    return toFormValues(await getWrittenAnalysis(ctx.transCode), ctx.compCode);
  },
  // Spec 3 §4: a submitted (S) and unchanged analysis marks the tab done; any change drops the mark again.
  doneOnLoad: isSubmitted,
  // A remote case past its acceptance date (the BFF's readOnly): viewed only, neither saved nor sent on.
  readOnlyOnLoad: (values) => !!values.info?.readOnly,
  async save(ctx, values) {
    const saved = await postWrittenAnalysis(ctx.transCode, !ctx.temporary, toPosted(values), {
      autosave: ctx.autosave,
    });
    // An autosave shows nothing but its indicator (issue 22 item 5).
    if (ctx.autosave) return;
    // 暫存's own 暫存成功 is the container's; the core's notes are shown and the flow continues (spec 3 §8).
    showNotes(saved.messages.filter((m) => m !== proposalMessages.TEMP_SAVED));
  },
  // The draft (status T) is saved on change and before the session reminder, as 暫存 does.
  autosave: true,
  Screen: lazy(() => import('./screen')),
});
