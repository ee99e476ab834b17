import { proposalMessages } from '@agent-portal/contracts/messages';
import type { RowAction } from '@agent-portal/contracts/rules';
import type { RequestContext } from '../../infra/request-context';
import { requireAction } from './proposal-rules';
import { documentPaths } from './proposals.legacy';
import type { ProposalsService } from './proposals.service';

export type DocumentKind = keyof typeof documentPaths;

/** The row action that offers each PDF, and the file name the browser gets (spec 2 §4.2, §7). */
const DOCUMENTS: Record<DocumentKind, { action: RowAction; fileName: (insureNo: string) => string }> = {
  consent: { action: 'consentDownload', fileName: proposalMessages.CONSENT_FILE_NAME },
  edd: { action: 'eddDownload', fileName: proposalMessages.EDD_FILE_NAME },
  written: { action: 'writtenDownload', fileName: proposalMessages.WRITTEN_FILE_NAME },
};

/** Where a case's PDF streams from and under which name; 404 unknown case, 409 a state without that PDF. */
export function proposalDocuments(proposals: Pick<ProposalsService, 'owned'>) {
  return {
    async locate(
      ctx: RequestContext,
      transCode: string,
      kind: DocumentKind,
    ): Promise<{ path: string; fileName: string }> {
      const { row } = await proposals.owned(ctx, transCode);
      const document = DOCUMENTS[kind];
      requireAction(row, document.action);
      return { path: documentPaths[kind](row), fileName: document.fileName(row.insureNo) };
    },
  };
}

export type ProposalDocuments = ReturnType<typeof proposalDocuments>;
