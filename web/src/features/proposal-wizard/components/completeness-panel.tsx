import { Suspense } from 'react';
import { Drawer, List, Spin, Tag } from 'antd';
import { SigningCompleteness } from '@/features/signing';
import type { TabState } from '../utils/tab-state';

export interface CompletenessPanelProps {
  open: boolean;
  onClose: () => void;
  tabs: readonly TabState[];
  titleOf: (code: string) => string;
  /** Opens a tab (the link of each line). */
  onOpen: (code: string) => void;
  transCode: string | undefined;
  /** The signing step's code when the case signs in the browser (mobile: INS_S8). */
  signingCode?: string;
}

/**
 * 完整性檢查 (issue 13 §4): what still stops the case, tab by tab (unmet required fields as the tab counts them, or a
 * tab not yet passed) and, for mobile cases, every unsigned signer and location; each line links to its tab.
 */
export function CompletenessPanel(props: CompletenessPanelProps) {
  const { open, onClose, tabs, titleOf, onOpen, transCode, signingCode } = props;
  const pending = tabs.filter((t) => t.show && (!t.done || t.count > 0));
  return (
    <Drawer open={open} onClose={onClose} title="完整性檢查" width={520}>
      <Tag color={pending.length === 0 ? 'green' : 'orange'} data-testid="completeness-verdict">
        {pending.length === 0 ? '各頁籤皆已完成' : `尚有 ${pending.length} 個頁籤未完成`}
      </Tag>
      <List
        size="small"
        dataSource={pending}
        renderItem={(t) => (
          <List.Item
            actions={[
              <a key="go" onClick={() => onOpen(t.code)}>
                前往
              </a>,
            ]}
          >
            {titleOf(t.code)}：{t.count > 0 ? `${t.count} 個必填欄位未填` : '尚未完成此步驟'}
          </List.Item>
        )}
      />
      {transCode && signingCode && (
        <Suspense fallback={<Spin size="small" />}>
          <SigningCompleteness transCode={transCode} onOpen={() => onOpen(signingCode)} />
        </Suspense>
      )}
    </Drawer>
  );
}
