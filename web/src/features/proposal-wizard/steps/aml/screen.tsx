import { Alert, Typography } from 'antd';
import { useController } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { amlMessages } from '@agent-portal/contracts/messages';
import { paths } from '@/config/paths';
import { AmlForm } from '../../aml/aml-form';
import type { StepScreenProps } from '../../registry/types';

/** The wizard's AML step: the AML form; 完成 marks the step passed for the container's 下一步. Its own chunk. */
export default function AmlScreen({ control, readOnly }: StepScreenProps) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const transCode = search.get('transCode') ?? '';
  const { field, fieldState } = useController({ control, name: 'amlFinished' });
  if (!transCode) return <Alert type="warning" showIcon message={amlMessages.NO_CASE_YET} />;
  return (
    <>
      <Typography.Title level={5}>洗錢防制評估</Typography.Title>
      {fieldState.error && (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message={fieldState.error.message} />
      )}
      {field.value === true && (
        <Alert type="success" showIcon style={{ marginBottom: 16 }} message={amlMessages.FINISHED} />
      )}
      <AmlForm
        transCode={transCode}
        moneyLaundMode={false}
        readOnly={readOnly}
        onFinished={() => field.onChange(true)}
        onForceClose={() => navigate(paths.proposal)}
      />
    </>
  );
}
