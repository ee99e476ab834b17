import { lazy } from 'react';
import { attachmentsSchema } from '@agent-portal/contracts/validation/check-items';
import { finishAttachments, listFiles } from '../../api/case-files';
import { getUploadRules } from '../../api/upload-rules';
import type { InferType } from 'yup';
import { defineStep } from '../../registry/types';
import { attachmentsPlacing } from './place';

/**
 * n5 附件上傳 (spec 2 §2.6, §5): may be passed with no upload, but not with files still waiting for 上傳; a BM1
 * agent must fill slot B (outside preview: the container skips the schema there). 下一步 ends the step in the core.
 */
export type AttachmentsStepValues = InferType<typeof attachmentsSchema>;

export const attachmentsStep = defineStep<AttachmentsStepValues>()({
  ...attachmentsPlacing,
  schema: attachmentsSchema,
  async load(ctx) {
    const rules = await getUploadRules(ctx.polInsureType, ctx.fillsForm);
    const shown = rules.slots.includes('B');
    const files = ctx.transCode && shown ? await listFiles(ctx.transCode, 'ATTACH') : [];
    return {
      pendingFiles: 0,
      internalFormShown: shown,
      internalFormCount: files.filter((f) => f.fileType === 'B').length,
    };
  },
  async save(ctx) {
    await finishAttachments(ctx.transCode);
  },
  Screen: lazy(() => import('./screen')),
});
