import { Suspense, useState } from 'react';
import { Drawer, List, Spin, Tag } from 'antd';
import useSWR from 'swr';
import { completenessMessages as cm } from '@agent-portal/contracts/messages';
import { SigningCompleteness } from '@/features/signing';
import type { StepContext, StepDefinition } from '../registry/types';
import { caseCompleteness, type CompletenessInput } from '../utils/case-completeness';
import type { TabState } from '../utils/tab-state';

export interface CompletenessPanelProps {
  open: boolean;
  onClose: () => void;
  tabs: readonly TabState[];
  titleOf: (code: string) => string;
  stepOf: (code: string) => StepDefinition | undefined;
  ctx: StepContext;
  /** The AML step, when the case has one. */
  aml?: CompletenessInput['aml'];
  /** Opens a tab or the AML step (the link of each line). */
  onOpen: (code: string) => void;
  /** The signing step's code when the case signs in the browser (mobile: INS_S8). */
  signingCode?: string;
}

const KIND_TAG = { fields: '必填', upload: '上傳', aml: 'AML', step: '步驟' } as const;

/**
 * 完整性檢查 (issue 13 §4): what still stops the case across every tab, from the stored data (not only the tabs
 * visited): unmet required fields per tab, pending uploads, the AML/EDD not finished, a step never passed and, for
 * mobile cases, every unsigned signer and location; each line links to its place, and the verdict says plainly
 * whether the case is complete.
 */
export function CompletenessPanel(props: CompletenessPanelProps) {
  const { open, onClose, tabs, titleOf, stepOf, ctx, aml, onOpen, signingCode } = props;
  const [unsigned, setUnsigned] = useState<number>();
  const { transCode } = ctx;
  const { data: lines } = useSWR(
    open ? ['completeness', transCode, tabs] : null,
    () => caseCompleteness({ tabs, stepOf, titleOf, ctx, aml, skip: (code) => code === signingCode }),
    { revalidateOnFocus: false },
  );
  const signing = Boolean(transCode && signingCode);
  const ready = lines && (!signing || unsigned !== undefined);
  const pending = (lines?.length ?? 0) + (unsigned ?? 0);
  return (
    <Drawer open={open} onClose={onClose} title={cm.TITLE} width={560}>
      {ready ? (
        <Tag color={pending === 0 ? 'green' : 'orange'} data-testid="completeness-verdict">
          {pending === 0 ? cm.COMPLETE : cm.INCOMPLETE(pending)}
        </Tag>
      ) : (
        <Spin size="small" />
      )}
      <List
        size="small"
        loading={!lines}
        dataSource={lines ?? []}
        renderItem={(line) => (
          <List.Item
            data-testid={`completeness-${line.kind}`}
            actions={[
              <a key="go" onClick={() => onOpen(line.code)}>
                {cm.GO}
              </a>,
            ]}
          >
            <Tag>{KIND_TAG[line.kind]}</Tag>
            {line.text}
          </List.Item>
        )}
      />
      {transCode && signingCode && (
        <Suspense fallback={<Spin size="small" />}>
          <SigningCompleteness
            transCode={transCode}
            onOpen={() => onOpen(signingCode)}
            onPending={setUnsigned}
          />
        </Suspense>
      )}
    </Drawer>
  );
}
