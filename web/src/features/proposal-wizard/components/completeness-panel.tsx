import { Alert, Drawer, List, Spin, Tag } from 'antd';
import { completenessMessages as cm } from '@agent-portal/contracts/messages';
import { useCompleteness } from '../api/get-completeness';

export interface CompletenessPanelProps {
  open: boolean;
  onClose: () => void;
  transCode: string | undefined;
  /** Opens a tab or the AML step (the link of each line); a field's line names the field to focus there. */
  onOpen: (code: string, field?: string) => void;
}

const KIND_TAG = { fields: '必填', upload: '上傳', aml: 'AML', step: '步驟', signature: '簽名' } as const;

/**
 * 完整性檢查 (issue 13 §4, issue 20): the BFF's own verdict, the one every jump requires, read from the core's data
 * through the steps' schemas: unmet required fields per step, pending uploads, the AML step not finished, the
 * statements, the written analysis and every unsigned signer; each line links to its place. A new case without a
 * transaction code has nothing stored yet.
 */
export function CompletenessPanel({ open, onClose, transCode, onOpen }: CompletenessPanelProps) {
  const { data } = useCompleteness(transCode, open);
  return (
    <Drawer open={open} onClose={onClose} title={cm.TITLE} width={560}>
      {!transCode ? (
        <Tag color="orange" data-testid="completeness-verdict">
          {cm.INCOMPLETE(1)}
        </Tag>
      ) : data ? (
        <Tag color={data.verdict === 'complete' ? 'green' : 'orange'} data-testid="completeness-verdict">
          {data.verdict === 'complete' ? cm.COMPLETE : cm.INCOMPLETE(data.pending)}
        </Tag>
      ) : (
        <Spin size="small" />
      )}
      {data?.verdict === 'unsigned' && (
        <Alert style={{ marginTop: 12 }} type="warning" showIcon message={cm.JUMP_NEEDS_DECLARATION} />
      )}
      <List
        size="small"
        loading={Boolean(transCode) && !data}
        dataSource={data?.lines ?? []}
        renderItem={(line) => (
          <List.Item
            data-testid={`completeness-${line.kind}`}
            actions={[
              <a key="go" onClick={() => onOpen(line.code, line.field)}>
                {cm.GO}
              </a>,
            ]}
          >
            <Tag>{KIND_TAG[line.kind]}</Tag>
            {line.field ? (
              // Each missing item by its label, a link to its field (issue 41 item 2).
              <a data-field={line.field} onClick={() => onOpen(line.code, line.field)}>
                {line.text}
              </a>
            ) : (
              line.text
            )}
          </List.Item>
        )}
      />
    </Drawer>
  );
}
