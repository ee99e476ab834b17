import { useCallback } from 'react';
import { Alert, Typography } from 'antd';
import { useController } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { amlMessages } from '@agent-portal/contracts/messages';
import { paths } from '@/config/paths';
import { AmlForm, type AmlFormProps } from './aml-form';
import type { StepScreenProps } from '../../registry/types';
import type { AmlStepValues } from './index';
import { amlFinishedOf } from './aml-finished';

/**
 * The wizard's AML step: the AML form; after 完成 the step reads back from the BFF whether the core took the finish,
 * and only that marks the step passed for the container's 下一步. Its own chunk.
 */
export default function AmlScreen({
  control,
  readOnly,
  setValue,
  actionsRow,
}: StepScreenProps<AmlStepValues>) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const transCode = search.get('transCode') ?? '';
  const { field, fieldState } = useController({ control, name: 'amlFinished' });
  // The step is passed only as the core says: read back after 完成 and after every save (a save voids a finish).
  const readBack = () => void amlFinishedOf(transCode).then((finished) => field.onChange(finished));
  // The answers the agent changed become the step's values: the step host autosaves them (issue 22 item 5).
  const onAnswers = useCallback<NonNullable<AmlFormProps['onAnswers']>>(
    (answers) => {
      if ('risk' in answers) setValue('risk', answers.risk);
      if ('edd' in answers) setValue('edd', answers.edd);
    },
    [setValue],
  );
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
        onFinished={readBack}
        onSaved={readBack}
        onForceClose={() => navigate(paths.proposal)}
        onAnswers={onAnswers}
        actionsIn={actionsRow ?? null}
      />
    </>
  );
}
