import { lazy, Suspense, useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { StickyActions } from '@/components/sticky-actions';
import { signingMessages as sm } from '@agent-portal/contracts/messages';
import type { SigningState } from '../api/signing';
import { useCompleteSigning } from '../hooks/use-complete-signing';
import { jumpLabel, type SigningJumpHandler } from '../utils/jump-label';

/** 簽名證據, a chunk loaded when opened (its Table is not on the step's first paint). */
const EvidenceDialog = lazy(() => import('./evidence-dialog'));

export interface SignatureStepActionsProps {
  transCode: string;
  state: SigningState | undefined;
  readOnly: boolean;
  /** After updateToPreview succeeded: on to the broker forms (INS_S9). */
  onCompleted: () => void;
  /** 跳轉保險公司: never in preview (spec 2 §2.9). */
  showJump: boolean;
  onJump: SigningJumpHandler;
}

/**
 * The signature step's completeness, its evidence view (簽名證據, as the list's expanded row has it) and its fixed
 * buttons 下一步 (updateToPreview) and 跳轉保險公司.
 */
export function SignatureStepActions({
  transCode,
  state,
  readOnly,
  onCompleted,
  showJump,
  onJump,
}: SignatureStepActionsProps) {
  const complete = useCompleteSigning(transCode, state, onCompleted, readOnly);
  const done = state?.complete ?? false;
  const [evidence, setEvidence] = useState(false);
  return (
    <>
      <Space style={{ marginTop: 16 }}>
        <Tag color={done ? 'green' : 'orange'} data-testid="signing-completeness">
          {done ? sm.ALL_SIGNED : sm.INCOMPLETE(state?.remaining ?? 0)}
        </Tag>
        <Button size="small" onClick={() => setEvidence(true)}>
          簽名證據
        </Button>
      </Space>
      {evidence && (
        <Suspense fallback={null}>
          <EvidenceDialog transCode={transCode} onClose={() => setEvidence(false)} />
        </Suspense>
      )}
      <StickyActions>
        <Button type="primary" onClick={complete.run}>
          下一步
        </Button>
        {showJump && !readOnly && (
          <Button onClick={() => void onJump(transCode, state)}>{jumpLabel(state)}</Button>
        )}
      </StickyActions>
    </>
  );
}
