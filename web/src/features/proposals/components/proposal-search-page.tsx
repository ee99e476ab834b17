import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { App, Typography } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import { useSearchParams } from 'react-router-dom';
import { proposalMessages as pm } from '@agent-portal/contracts/messages';
import type { ProposalSearchForm } from '@agent-portal/contracts/validation';
import { SearchTable } from '@/components/table/search-table';
import { logProposalAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { useLoad } from '@/lib/use-load';
import { getProposal } from '../api/get-proposal';
import { proposalsKey, useProposals, type ProposalRow } from '../api/get-proposals';
import { ACCESS_LOG_PROGRAM } from '../hooks/access-log-program';
import { settle } from '../hooks/settle';
import { useRowActions, type RowActionHooks } from '../hooks/use-row-actions';
import { SendDateDialog } from '@/components/send-date/lazy-send-date-dialog';
import { InterviewDialog } from './interview-dialog';
import { proposalColumns } from './proposal-columns';
import { EMPTY_CRITERIA, SearchCriteria } from './search-criteria';

export interface ProposalSearchPageProps extends Omit<RowActionHooks, 'refresh'> {
  /**
   * 新增要保書, and `?newFlag=Y` (with the shell's picked `compCode`): the choose-insurer dialog, wired by the app.
   * Without it the button is disabled.
   */
  onNewProposal?: (preset: { compCode?: string }) => void;
  /** A row's expanded content (the signers' status, issue 13); no column of §2.1 moves for it. */
  expandedRow?: (row: ProposalRow) => ReactNode;
  /** 文件預覽 beside each row's 預覽: the full-screen document preview, wired by the app. */
  onDocumentPreview?: (row: ProposalRow) => void;
}

/** What the address asks for when the page opens: a case to list and open, the new-proposal dialog. */
function readEntry(params: URLSearchParams) {
  return {
    aTransCode: params.get('aTransCode')?.trim() || undefined,
    newFlag: params.get('newFlag') === 'Y',
    compCode: params.get('compCode') ?? undefined,
  };
}

const sameSearch = (a: Partial<ProposalSearchForm>, b: Partial<ProposalSearchForm>) =>
  JSON.stringify(proposalsKey(a)) === JSON.stringify(proposalsKey(b));

/**
 * 要保書查詢 (spec 2 §2.1): the criteria, the agent's proposals with the row actions their state allows, the
 * interview and send-date dialogs. `?aTransCode=` lists that case and opens it (edit when allowed, else preview).
 */
export function ProposalSearchPage({
  onNewProposal,
  expandedRow,
  onDocumentPreview,
  ...hooks
}: ProposalSearchPageProps) {
  const { modal } = App.useApp();
  const [params, setParams] = useSearchParams();
  const [entry] = useState(() => readEntry(params));
  // The criteria of the rows on screen (SWR's key): the whole list, or the one case the address names.
  const [criteria, setCriteria] = useState<Partial<ProposalSearchForm>>(() =>
    entry.aTransCode ? { ...EMPTY_CRITERIA, transCode: entry.aTransCode } : EMPTY_CRITERIA,
  );
  const { data, error, isValidating, mutate } = useProposals(criteria);
  if (error !== undefined && !(error instanceof ApiError)) throw error;
  const rows = error === undefined ? data : undefined;
  const refresh = () => void mutate();
  const actions = useRowActions({ ...hooks, refresh });

  const search = (next: ProposalSearchForm) => {
    logProposalAccess(ACCESS_LOG_PROGRAM, 'search', JSON.stringify(next));
    // 查詢 always asks again, the same criteria too.
    if (sameSearch(next, criteria)) void mutate();
    else setCriteria(next);
  };

  // The case a home card or link names: asked once for this mount, then opened (edit when allowed, else preview).
  useLoad(
    entry.aTransCode ? ['entry-proposal', entry.aTransCode] : null,
    () => settle('open', getProposal(entry.aTransCode ?? '')),
    {
      onSuccess: (row) => {
        const action = row?.actions.includes('edit')
          ? 'edit'
          : row?.actions.includes('preview')
            ? 'preview'
            : null;
        if (row && action) void actions.run(action, row);
      },
    },
  );
  // The entry's address is read once: the parameters leave it, ?newFlag=Y opens the dialog.
  useEffect(() => {
    if (entry.aTransCode || entry.newFlag) setParams({}, { replace: true });
    if (entry.newFlag) onNewProposal?.({ compCode: entry.compCode });
    // Runs once, on the entry's address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const columns = useMemo(
    () =>
      proposalColumns({
        onAction: (action, row) => void actions.run(action, row),
        isBusy: actions.isBusy,
        onDocumentPreview,
        onReturnReason: (row) =>
          void modal.info({
            title: row.transCode,
            content: pm.RETURN_REASON(row.returnDesc ?? ''),
            okText: '確定',
          }),
      }),
    [actions, modal, onDocumentPreview],
  );

  return (
    <PageContainer title="要保書查詢">
      <SearchTable<ProposalRow>
        criteria={
          <SearchCriteria
            loading={isValidating}
            onSearch={search}
            onNewProposal={onNewProposal && (() => onNewProposal({}))}
          />
        }
        rowKey="transCode"
        loading={isValidating}
        columns={columns}
        dataSource={rows ?? []}
        expandable={
          expandedRow && {
            expandedRowRender: expandedRow,
            // Not a button: the row's buttons are its actions (spec 2 §4.2) and nothing else. A link (href) so
            // that it takes the focus and Enter, and may carry aria-expanded (issue 14 §6).
            expandIcon: ({ expanded, onExpand, record }) => (
              <a
                href="#"
                aria-expanded={expanded}
                aria-label="簽名狀態"
                title="簽名狀態"
                data-testid={`expand-${record.transCode}`}
                onClick={(e) => {
                  e.preventDefault();
                  onExpand(record, e);
                }}
              >
                {expanded ? '▾' : '▸'}
              </a>
            ),
          }
        }
        locale={{ emptyText: rows ? pm.NO_RESULTS : ' ' }}
        footer={() => (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {pm.RESULTS_NOTE}
          </Typography.Paragraph>
        )}
      />
      <InterviewDialog row={actions.interview.row} onClose={actions.interview.close} onSaved={refresh} />
      <SendDateDialog
        transCode={actions.sendDate.row?.transCode ?? null}
        progClassName={ACCESS_LOG_PROGRAM}
        onClose={actions.sendDate.close}
        onSaved={() => {
          actions.sendDate.close();
          refresh();
        }}
      />
    </PageContainer>
  );
}
