import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { proposalMessages as pm } from '@agent-portal/contracts/messages';
import { WIZARD_LAST_STEP, proposalWizardPath } from '@/config/paths';
import { jumpToInsurer } from '@/lib/jump-to-insurer';
import { INDICATOR_MS } from '@/hooks/use-transient-indicator';
import { logProposalAccess } from '@/lib/access-log';
import { copyProposal } from '../api/copy-proposal';
import { deleteProposal } from '../api/delete-proposal';
import { openDocument, type ProposalDocument } from '../api/open-document';
import type { ProposalRow, RowAction } from '../api/get-proposals';
import { openProposal, type ProposalOpening } from '../api/open-proposal';
import { postResendWritten } from '../api/post-resend-written';
import { ROW_ACTION_LABELS } from '../utils/row-actions';
import { ACCESS_LOG_PROGRAM } from './access-log-program';
import { settle } from './settle';
import { useConfirm } from '@/hooks/use-confirm';

const DOCUMENTS: Partial<Record<RowAction, ProposalDocument>> = {
  consentDownload: 'consent',
  eddDownload: 'edd',
  writtenDownload: 'written',
};

export interface RowActionHooks {
  /** Reloads the list after an action changed a case. */
  refresh: () => void;
  /** An S case the customer has not signed: the signature dialog (built by the signing issue). */
  onOpenSignature?: (opening: ProposalOpening) => void;
  /** 檢核資料重送, the 檢核總表 (issue 12): `refresh` reloads the list once the resubmission is saved. */
  onResendCheckData: (row: ProposalRow, refresh: () => void) => void;
  /** 洗錢資料重送 (issue 12): `refresh` reloads the list once the dialog finished. */
  onAmlResend: (row: ProposalRow, refresh: () => void) => void;
}

/**
 * What each row action does (spec 2 §4.2, §4.3, §4.7, §8). The BFF's `actions` say which show; the BFF checks the
 * state again for each call. Every action writes the access log with the case's transCode.
 */
export function useRowActions(hooks: RowActionHooks) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const [interview, setInterview] = useState<ProposalRow | null>(null);
  const [sendDate, setSendDate] = useState<ProposalRow | null>(null);

  const confirm = useConfirm();

  const openWizard = (opening: ProposalOpening) => {
    const type = opening.polInsureType;
    const base = { transCode: opening.transCode, compCode: opening.compCode, polInsureType: type };
    if (opening.isPreview) return navigate(proposalWizardPath({ ...base, isPreview: true }));
    if (opening.next === 'lastStep')
      return navigate(proposalWizardPath({ ...base, routerPage: WIZARD_LAST_STEP[type] }));
    if (opening.next === 'signature') {
      void modal.warning({
        content: opening.message ?? pm.CUSTOMER_NOT_SIGNED,
        okText: '確定',
        onOk: () => hooks.onOpenSignature?.(opening),
      });
      return;
    }
    navigate(proposalWizardPath(base));
  };

  const handlers: Record<RowAction, (row: ProposalRow) => Promise<void> | void> = {
    preview: async (row) => {
      const opening = await settle('preview', openProposal(row.transCode, 'preview'));
      if (opening) openWizard(opening);
    },
    edit: async (row) => {
      // The BFF refuses it too (409 PROPOSAL_OVERDUE); the agent reads the spec's text without a round trip.
      if (row.overdue) return void modal.warning({ content: pm.OVERDUE_REMOTE, okText: '確定' });
      const opening = await settle('edit', openProposal(row.transCode, 'edit'));
      if (opening) openWizard(opening);
    },
    copy: async (row) => {
      if (!(await confirm(pm.COPY_CONFIRM))) return;
      const copied = await settle('copy', copyProposal(row.transCode));
      if (!copied) return;
      void message.success(copied.message);
      navigate(
        proposalWizardPath({
          transCode: copied.transCode,
          compCode: row.compCode,
          polInsureType: row.polInsureType,
        }),
      );
    },
    delete: async (row) => {
      if (!(await confirm(pm.DELETE_CONFIRM))) return;
      const done = await settle('delete', deleteProposal(row.transCode));
      if (!done) return;
      void message.success(done);
      hooks.refresh();
    },
    consentDownload: (row) => download(row, 'consentDownload'),
    eddDownload: (row) => download(row, 'eddDownload'),
    writtenDownload: (row) => download(row, 'writtenDownload'),
    jump: async (row) => {
      // The wizard's jump service (spec 2 §4.7); the list is where the agent already is: it reloads (state O).
      const outcome = await settle(
        'jump',
        jumpToInsurer(row.transCode, { error: (content) => void modal.error({ content, okText: '確定' }) }),
      );
      if (outcome?.opened) hooks.refresh();
    },
    resendCheckData: (row) => hooks.onResendCheckData(row, hooks.refresh),
    amlResend: (row) => hooks.onAmlResend(row, hooks.refresh),
    interview: (row) => setInterview(row),
    sendDate: (row) => setSendDate(row),
    writtenResend: async (row) => {
      const sent = await settle('writtenResend', postResendWritten(row.transCode));
      if (sent) void message.success(sent);
    },
  };

  function download(row: ProposalRow, action: RowAction) {
    const document = DOCUMENTS[action];
    if (document) openDocument(row.transCode, document);
  }

  const run = async (action: RowAction, row: ProposalRow) => {
    logProposalAccess(ACCESS_LOG_PROGRAM, action, ROW_ACTION_LABELS[action], { transCode: row.transCode });
    const key = `${row.transCode}:${action}`;
    setBusy(key);
    const done = () => setBusy((current) => (current === key ? null : current));
    // A download's indicator hides after 1 s (spec 2 §4.7): the PDF opens in a tab of its own, which tells the
    // page nothing; the others last as long as their action.
    if (DOCUMENTS[action]) {
      window.setTimeout(done, INDICATOR_MS.download);
      return handlers[action](row);
    }
    try {
      await handlers[action](row);
    } finally {
      done();
    }
  };

  return {
    run,
    isBusy: (row: ProposalRow, action: RowAction) => busy === `${row.transCode}:${action}`,
    interview: { row: interview, close: () => setInterview(null) },
    sendDate: { row: sendDate, close: () => setSendDate(null) },
  };
}
