import { Button, Dropdown, Space, type MenuProps } from 'antd';
import type { ProposalRow, RowAction } from '../api/get-proposals';
import { ROW_ACTION_LABELS } from '../utils/row-actions';

/** 文件預覽: not a state action of spec 2 §4.2 but the preview's companion, listed right after 預覽. */
const DOCUMENT_PREVIEW = 'documentPreview';

interface Entry {
  key: RowAction | typeof DOCUMENT_PREVIEW;
  label: string;
  run: () => void;
  busy: boolean;
}

export interface RowActionButtonsProps {
  row: ProposalRow;
  onAction: (action: RowAction, row: ProposalRow) => void;
  isBusy: (row: ProposalRow, action: RowAction) => boolean;
  onDocumentPreview?: (row: ProposalRow) => void;
}

function entriesOf({ row, onAction, isBusy, onDocumentPreview }: RowActionButtonsProps): Entry[] {
  return row.actions.flatMap((action): Entry[] => {
    const entry = {
      key: action,
      label: ROW_ACTION_LABELS[action],
      run: () => onAction(action, row),
      busy: isBusy(row, action),
    };
    if (action !== 'preview' || !onDocumentPreview) return [entry];
    const documents = {
      key: DOCUMENT_PREVIEW,
      label: '文件預覽',
      run: () => onDocumentPreview(row),
      busy: false,
    } as const;
    return [entry, documents];
  });
}

/**
 * A row's actions on one line (issue 41 item 7): the one an agent opens a case with (編輯, else the first the state
 * allows) as a button, every other one, named as before and in the table's order, in the 更多 menu. Seven buttons
 * wrapped onto four lines at 1366×768.
 */
export function RowActionButtons(props: RowActionButtonsProps) {
  const entries = entriesOf(props);
  const primary = entries.find((e) => e.key === 'edit') ?? entries[0];
  if (!primary) return null;
  const rest = entries.filter((e) => e !== primary);
  const menu: MenuProps = {
    items: rest.map((e) => ({ key: e.key, label: e.label, danger: e.key === 'delete' })),
    onClick: ({ key }) => rest.find((e) => e.key === key)?.run(),
  };
  return (
    <Space size={4}>
      <Button size="small" loading={primary.busy} danger={primary.key === 'delete'} onClick={primary.run}>
        {primary.label}
      </Button>
      {rest.length > 0 && (
        <Dropdown menu={menu} trigger={['click']}>
          <Button size="small" loading={rest.some((e) => e.busy)}>
            更多
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}
