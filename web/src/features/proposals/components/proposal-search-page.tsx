import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App, Card, Table, Typography } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import { useSearchParams } from 'react-router-dom';
import { proposalMessages as pm } from '@agent-portal/contracts/messages';
import type { ProposalSearchForm } from '@agent-portal/contracts/validation';
import { TABLE_PAGINATION } from '@/config/table';
import { logProposalAccess } from '@/lib/access-log';
import { getProposal } from '../api/get-proposal';
import { getProposals, type ProposalRow } from '../api/get-proposals';
import { ACCESS_LOG_PROGRAM } from '../hooks/access-log-program';
import { settle } from '../hooks/settle';
import { useRowActions, type RowActionHooks } from '../hooks/use-row-actions';
import { newestFirst } from '../utils/row-display';
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
  const [criteria, setCriteria] = useState<Partial<ProposalSearchForm>>(EMPTY_CRITERIA);
  const [rows, setRows] = useState<ProposalRow[] | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);

  const load = useCallback(async (next: Partial<ProposalSearchForm>) => {
    const call = ++latest.current;
    setLoading(true);
    const found = await settle('search', getProposals(next)).finally(() => {
      if (call === latest.current) setLoading(false);
    });
    if (call === latest.current) setRows(found ? newestFirst(found) : null);
  }, []);
  const search = (next: ProposalSearchForm) => {
    logProposalAccess(ACCESS_LOG_PROGRAM, 'search', JSON.stringify(next));
    setCriteria(next);
    void load(next);
  };
  const refresh = useCallback(() => void load(criteria), [load, criteria]);
  const actions = useRowActions({ ...hooks, refresh });

  // The entry: the whole list, or the case a home card or link names (opened once), or the new-proposal dialog.
  const entry = useRef(false);
  useEffect(() => {
    if (entry.current) return;
    entry.current = true;
    const aTransCode = params.get('aTransCode')?.trim();
    const newFlag = params.get('newFlag') === 'Y';
    const compCode = params.get('compCode') ?? undefined;
    if (aTransCode || newFlag) setParams({}, { replace: true });
    if (newFlag) onNewProposal?.({ compCode });
    if (!aTransCode) return void load(EMPTY_CRITERIA);
    const only = { ...EMPTY_CRITERIA, transCode: aTransCode };
    setCriteria(only);
    void load(only);
    void settle('open', getProposal(aTransCode)).then((row) => {
      const action = row?.actions.includes('edit')
        ? 'edit'
        : row?.actions.includes('preview')
          ? 'preview'
          : null;
      if (row && action) void actions.run(action, row);
    });
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
      <SearchCriteria
        loading={loading}
        onSearch={search}
        onClear={() => setCriteria(EMPTY_CRITERIA)}
        onNewProposal={onNewProposal && (() => onNewProposal({}))}
      />
      <Card>
        <Table<ProposalRow>
          rowKey="transCode"
          size="small"
          loading={loading}
          columns={columns}
          dataSource={rows ?? []}
          pagination={TABLE_PAGINATION}
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
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {pm.RESULTS_NOTE}
        </Typography.Paragraph>
      </Card>
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
