import { lazy } from 'react';

// The signing screens carry pdf.js (loaded on demand) and signature_pad: lazily loaded chunks only, so that the
// list page and the wizard frame that import this index stay light (scripts/check-bundle.mjs).
export const SignatureStep = lazy(() => import('./components/signature-step'));
export const SignatureDialog = lazy(() => import('./components/signature-dialog'));
export const PreviewDialog = lazy(() => import('./components/preview-dialog'));
export const EvidenceDialog = lazy(() => import('./components/evidence-dialog'));
export const SigningStatusRow = lazy(() => import('./components/signing-status-row'));
/** 跳轉保險公司 as a step's final action (n9). */
export const JumpButton = lazy(() => import('./components/jump-button'));
