import { useSearchParams } from 'react-router-dom';
import type { StepScreenProps } from '../../registry/types';
import type { CheckItemsStepValues } from './values';
import { CheckItemsForm } from './check-items-form';

/** n4 檢核項目: its own chunk. The case comes from the wizard's address (transCode, polInsureType). */
export default function CheckItemsScreen({
  control,
  readOnly,
  stepCode,
}: StepScreenProps<CheckItemsStepValues>) {
  const [search] = useSearchParams();
  return (
    <CheckItemsForm
      control={control}
      readOnly={readOnly}
      transCode={search.get('transCode') ?? ''}
      stepCode={stepCode}
      polInsureType={search.get('polInsureType') === 'R' ? 'R' : 'M'}
    />
  );
}
