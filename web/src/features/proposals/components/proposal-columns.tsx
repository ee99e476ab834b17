import { Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import type { ProposalRow, RowAction } from '../api/get-proposals';
import { byText, intakeDate, showsReturnReason } from '../utils/row-display';
import { RowActionButtons } from './row-action-buttons';

interface ColumnHooks {
  onAction: (action: RowAction, row: ProposalRow) => void;
  isBusy: (row: ProposalRow, action: RowAction) => boolean;
  onReturnReason: (row: ProposalRow) => void;
  /** 文件預覽, beside 預覽 wherever the BFF lists it: the full-screen preview of the case's documents (spec 2 §2.8). */
  onDocumentPreview?: (row: ProposalRow) => void;
}

/**
 * A header never broken inside a word (issue 41 item 7: 要保/人, 處理狀/態 at 1366×768): its CJK words are kept
 * whole (keep-all), and a long header may break only where its words meet, at a zero-width space (which the sorter's
 * aria-label carries and screen readers skip).
 */
function header(...words: string[]): Pick<ProColumns<ProposalRow>, 'title' | 'onHeaderCell'> {
  return { title: words.join('\u200b'), onHeaderCell: () => ({ style: { wordBreak: 'keep-all' } }) };
}

/**
 * The result columns of spec 2 §2.1 (ProTable shows '-' in a cell without a value). Sortable: last modified, type, transaction number, names, product, status and
 * intake date; the creation date is the default order (newest first), kept when no column is sorted.
 */
export function proposalColumns({
  onAction,
  isBusy,
  onReturnReason,
  onDocumentPreview,
}: ColumnHooks): ProColumns<ProposalRow>[] {
  return [
    { ...header('建立日期'), dataIndex: 'createDt', key: 'createDt', width: 88 },
    {
      ...header('最後異動', '日期'),
      dataIndex: 'modifyDt',
      key: 'modifyDt',
      width: 96,
      sorter: byText((r: ProposalRow) => r.modifyDt),
    },
    {
      ...header('類型'),
      dataIndex: 'polInsureTypeName',
      key: 'polInsureType',
      width: 76,
      sorter: byText((r: ProposalRow) => r.polInsureTypeName),
    },
    {
      ...header('交易序號/', '受理編號'),
      key: 'transCode',
      // Room for the whole code on one line.
      width: 130,
      sorter: byText((r: ProposalRow) => r.transCode),
      render: (_, r) => (
        <>
          <div>{r.transCode}</div>
          {r.insAcceptNo && <Typography.Text type="secondary">{r.insAcceptNo}</Typography.Text>}
        </>
      ),
    },
    {
      ...header('要保人'),
      dataIndex: 'oCusName',
      key: 'oCusName',
      width: 80,
      sorter: byText((r: ProposalRow) => r.oCusName),
    },
    {
      ...header('被保險人'),
      dataIndex: 'iCusName',
      key: 'iCusName',
      width: 92,
      sorter: byText((r: ProposalRow) => r.iCusName),
    },
    {
      ...header('商品名稱'),
      dataIndex: 'proName',
      key: 'proName',
      width: 96,
      sorter: byText((r: ProposalRow) => r.proName),
    },
    {
      ...header('處理狀態'),
      key: 'polState',
      // What an agent reads first: a state's name on one line.
      width: 104,
      sorter: byText((r: ProposalRow) => r.polStateName),
      render: (_, r) =>
        showsReturnReason(r) ? (
          <Typography.Link onClick={() => onReturnReason(r)}>{r.polStateName}</Typography.Link>
        ) : (
          r.polStateName
        ),
    },
    {
      ...header('保險公司', '受理日期'),
      key: 'insAcceptDt',
      width: 96,
      sorter: byText(intakeDate),
      render: (_, r) => intakeDate(r),
    },
    {
      ...header('功能'),
      key: 'actions',
      // One line: the opening action and 更多 (issue 41 item 7); with the other columns it fits 1366 px, so nothing
      // scrolls or hides under a pinned column (issue 23 item 16).
      width: 116,
      render: (_, r) => (
        <RowActionButtons row={r} onAction={onAction} isBusy={isBusy} onDocumentPreview={onDocumentPreview} />
      ),
    },
  ];
}
