import { lazy } from 'react';
import { boolean, object, type InferType } from 'yup';
import { signingMessages } from '@agent-portal/contracts/messages';
import { defineStep } from '../../registry/types';
import { getSigningComplete } from './signing-complete';
import { signaturePlacing } from './place';

/**
 * n8 簽名 (spec 2 §2.9, §4.6): one required fact, every block signed; the signing itself is stored block by block
 * by the signature panel, and 下一步 (updateToPreview) is the panel's own floating button.
 */
const signatureSchema = object({
  signComplete: boolean().oneOf([true], signingMessages.INCOMPLETE(1)).required(),
});
export type SignatureStepValues = InferType<typeof signatureSchema>;

export const signatureStep = defineStep<SignatureStepValues>()({
  ...signaturePlacing,
  schema: signatureSchema,
  load: async (ctx) => ({
    signComplete: ctx.transCode ? await getSigningComplete(ctx.transCode, ctx.fillsForm) : false,
  }),
  save: () => Promise.resolve(),
  Screen: lazy(() => import('./screen')),
});
