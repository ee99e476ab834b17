import { Alert, Form } from 'antd';
import { proposalMessages } from '@agent-portal/contracts/messages';
import { FormInput } from '@/components/form/form-input';
import type { StepScreenProps } from '../../registry/types';
import type { PlaceholderField } from './placeholder-step';

/** PLACEHOLDER (issue 9): a step's stand-in screen, its fields read-only in preview. */
export function PlaceholderScreen({
  control,
  readOnly,
  fields,
}: StepScreenProps & { fields: readonly PlaceholderField[] }) {
  return (
    <>
      <Alert type="info" showIcon message={proposalMessages.STEP_PLACEHOLDER} style={{ marginBottom: 16 }} />
      <Form layout="vertical" component="div" style={{ maxWidth: 480 }}>
        {fields.map((f) => (
          <FormInput
            key={f.name}
            control={control}
            name={f.name}
            label={f.label}
            disabled={readOnly}
            maxLength={20}
          />
        ))}
      </Form>
    </>
  );
}
