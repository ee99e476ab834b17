import { Suspense } from 'react';
import { Alert, Divider, Form, Space, Typography } from 'antd';
import { useWatch } from 'react-hook-form';
import { brokerFormMessages as m } from '@agent-portal/contracts/messages';
import { BROKER_REASON_MAX } from '@agent-portal/contracts/validation';
import { FormInput } from '@/components/form/form-input';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { useWizardSlots } from '../../hooks/wizard-slots';
import type { StepScreenProps } from '../../registry/types';
import { useBrokerFormSaved, type BrokerFormStepValues } from './broker-form-api';
import { useSigningJump } from '../n8-signature/use-signing-jump';

/**
 * n9 經紀人報告書: its own chunk. A mobile case's last step carries 跳轉保險公司 as its final action (issue 20): a
 * signed case opens here, and the jump is still reachable (the BFF's go/no-go decides).
 */
export default function BrokerFormsScreen({
  control,
  transCode,
  readOnly,
  context,
}: StepScreenProps<BrokerFormStepValues>) {
  const { JumpButton } = useWizardSlots();
  const jump = useSigningJump('INS_S9');
  const loaded = {
    savedAt: useWatch({ control, name: 'savedAt' }),
    temporary: useWatch({ control, name: 'temporary' }),
  };
  const { savedAt, temporary } = useBrokerFormSaved(transCode, loaded);
  return (
    <Form layout="vertical" style={{ maxWidth: 720 }}>
      {savedAt && (
        <Alert
          type={temporary ? 'info' : 'success'}
          showIcon
          style={{ marginBottom: 16 }}
          message={temporary ? m.AUTOSAVED_AT(savedAt) : m.SAVED_AT(savedAt)}
        />
      )}
      <FormInput
        control={control}
        name="recommendReason"
        label={m.REASON_LABEL}
        maxLength={BROKER_REASON_MAX}
      />
      <FormRadioGroup
        control={control}
        name="explainedYn"
        label={m.EXPLAINED_LABEL}
        options={[
          { value: 'Y', label: '是' },
          { value: 'N', label: '否' },
        ]}
      />
      {transCode && !readOnly && context?.polInsureType === 'M' && (
        <>
          <Divider />
          <Space direction="vertical">
            <Typography.Text type="secondary">{m.JUMP_HINT}</Typography.Text>
            <Suspense fallback={null}>
              <JumpButton transCode={transCode} onJump={jump} />
            </Suspense>
          </Space>
        </>
      )}
    </Form>
  );
}
