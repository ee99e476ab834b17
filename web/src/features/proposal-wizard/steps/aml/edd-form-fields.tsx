import { Form } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import { amlMessages as am } from '@agent-portal/contracts/messages';
import { INCOME_SOURCE_OTHER, PAY_MODE_OTHER } from '@agent-portal/contracts/rules';
import { FormCheckboxGroup } from '@/components/form/form-checkbox-group';
import { FormInput } from '@/components/form/form-input';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import type { EddForm } from './aml-api';
import type { AmlOptions } from './use-aml-options';

/** 高風險客戶盡職調查（EDD）: visit method, income sources (6 = other, text), payment mode (7 = other, text). */
export function EddFormFields({ control, options }: { control: Control<EddForm>; options: AmlOptions }) {
  const [incomeSource, payMode] = useWatch({ control, name: ['incomeSource', 'payMode'] });
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 880 }}>
      <FormRadioGroup control={control} name="visitCode" label={am.VISIT_CODE} options={options.visitCode} />
      <FormCheckboxGroup
        control={control}
        name="incomeSource"
        label={am.INCOME_SOURCE}
        options={options.incomeSource}
      />
      {(incomeSource ?? []).includes(INCOME_SOURCE_OTHER) && (
        <FormInput control={control} name="incomeSourceOther" label={am.INCOME_SOURCE_OTHER} maxLength={30} />
      )}
      <FormRadioGroup control={control} name="payMode" label={am.PAY_MODE} options={options.payMode} />
      {payMode === PAY_MODE_OTHER && (
        <FormInput control={control} name="payModeOther" label={am.PAY_MODE_OTHER} maxLength={30} />
      )}
    </Form>
  );
}
