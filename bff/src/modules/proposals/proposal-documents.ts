import { proposalMessages } from '@agent-portal/contracts/messages';
import type { RowAction } from '@agent-portal/contracts/rules';
import type { RequestContext } from '../../common/request-context';
import type { AgentFactsReader } from './agent-facts';
import { requireAction } from './proposal-rules';
import { documentPaths, type LegacyProposalRow } from './proposals.legacy';
import type { ProposalsService } from './proposals.service';

export type DocumentKind = keyof typeof documentPaths;

/** The row action that offers each PDF, and the file name the browser gets (spec 2 §4.2, §7). */
const DOCUMENTS: Record<DocumentKind, { action: RowAction; fileName: (insureNo: string) => string }> = {
  consent: { action: 'consentDownload', fileName: proposalMessages.CONSENT_FILE_NAME },
  edd: { action: 'eddDownload', fileName: proposalMessages.EDD_FILE_NAME },
  written: { action: 'writtenDownload', fileName: proposalMessages.WRITTEN_FILE_NAME },
};

/** Where a case's PDF streams from and under which name; 404 unknown case, 409 a state without that PDF. */
export function proposalDocuments(proposals: Pick<ProposalsService, 'load'>, facts: AgentFactsReader) {
  return {
    async locate(
      ctx: RequestContext,
      transCode: string,
      kind: DocumentKind,
    ): Promise<{ path: string; fileName: string }> {
      const call = ctx.legacy();
      const user = await facts.user(call);
      const row: LegacyProposalRow = await proposals.load(call, transCode, user.carryYn);
      const document = DOCUMENTS[kind];
      requireAction(row, document.action);
      return { path: documentPaths[kind](row), fileName: document.fileName(row.insureNo) };
    },
  };
}

export type ProposalDocuments = ReturnType<typeof proposalDocuments>;
