export type ProposalDocument = 'consent' | 'edd' | 'written';

/** Where the BFF serves a case's PDF (inline, under its Chinese name: 行動投保同意書_{insureNo}.pdf…). */
export const documentUrl = (transCode: string, document: ProposalDocument) =>
  `/api/proposals/${encodeURIComponent(transCode)}/documents/${document}`;

/**
 * Spec 2 §7: the case's PDF opens in the browser, a new tab with its viewer (and its save button, which keeps the
 * BFF's name). Opened at the click, so no popup blocker stops it; a refusal shows in that tab as the BFF's error page.
 */
export function openDocument(transCode: string, document: ProposalDocument): void {
  window.open(documentUrl(transCode, document), '_blank', 'noopener');
}
