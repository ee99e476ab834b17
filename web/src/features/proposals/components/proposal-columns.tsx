import { Fragment } from 'react';
import { Button, Space, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import type { ProposalRow, RowAction } from '../api/get-proposals';
import { ROW_ACTION_LABELS } from '../utils/row-actions';
import { byText, intakeDate, showsReturnReason } from '../utils/row-display';

interface ColumnHooks {
  onAction: (action: RowAction, row: ProposalRow) => void;
  isBusy: (row: ProposalRow, action: RowAction) => boolean;
  onReturnReason: (row: ProposalRow) => void;
  /** 文件預覽, beside 預覽 wherever the BFF lists it: the full-screen preview of the case's documents (spec 2 §2.8). */
  onDocumentPreview?: (row: ProposalRow) => void;
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
    { title: '建立日期', dataIndex: 'createDt', key: 'createDt', width: 96 },
    {
      title: '最後異動日期',
      dataIndex: 'modifyDt',
      key: 'modifyDt',
      width: 96,
      sorter: byText((r: ProposalRow) => r.modifyDt),
    },
    {
      title: '類型',
      dataIndex: 'polInsureTypeName',
      key: 'polInsureType',
      width: 72,
      sorter: byText((r: ProposalRow) => r.polInsureTypeName),
    },
    {
      title: '交易序號/受理編號',
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
      title: '要保人',
      dataIndex: 'oCusName',
      key: 'oCusName',
      width: 72,
      sorter: byText((r: ProposalRow) => r.oCusName),
    },
    {
      title: '被保險人',
      dataIndex: 'iCusName',
      key: 'iCusName',
      width: 72,
      sorter: byText((r: ProposalRow) => r.iCusName),
    },
    {
      title: '商品名稱',
      dataIndex: 'proName',
      key: 'proName',
      width: 110,
      sorter: byText((r: ProposalRow) => r.proName),
    },
    {
      title: '處理狀態',
      key: 'polState',
      // What an agent reads first: a state's name on one line.
      width: 96,
      sorter: byText((r: ProposalRow) => r.polStateName),
      render: (_, r) =>
        showsReturnReason(r) ? (
          <Typography.Link onClick={() => onReturnReason(r)}>{r.polStateName}</Typography.Link>
        ) : (
          r.polStateName
        ),
    },
    {
      title: '保險公司受理日期',
      key: 'insAcceptDt',
      width: 96,
      sorter: byText(intakeDate),
      render: (_, r) => intakeDate(r),
    },
    {
      title: '功能',
      key: 'actions',
      // The buttons wrap within it: with the other columns it fits 1366 px, so nothing scrolls or hides under a
      // pinned column (issue 23 item 16).
      width: 150,
      render: (_, r) => (
        <Space wrap size={[4, 4]}>
          {r.actions.map((action) => (
            <Fragment key={action}>
              <Button
                size="small"
                loading={isBusy(r, action)}
                danger={action === 'delete'}
                onClick={() => onAction(action, r)}
              >
                {ROW_ACTION_LABELS[action]}
              </Button>
              {action === 'preview' && onDocumentPreview && (
                <Button size="small" onClick={() => onDocumentPreview(r)}>
                  文件預覽
                </Button>
              )}
            </Fragment>
          ))}
        </Space>
      ),
    },
  ];
}
