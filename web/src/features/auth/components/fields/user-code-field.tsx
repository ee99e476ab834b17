import type { Control, FieldValues, Path } from 'react-hook-form';
import { normalizeUserCode } from '@agent-portal/contracts/rules';
import { FormInput } from '@/components/form/form-input';

interface UserCodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  autoComplete?: string;
  disabled?: boolean;
}

/** The employee number (員工編號), normalized by the shared rule as it is typed. */
export function UserCodeField<T extends FieldValues>({ control, name, ...rest }: UserCodeFieldProps<T>) {
  return (
    <FormInput
      control={control}
      name={name}
      label="員工編號"
      maxLength={12}
      transform={normalizeUserCode}
      {...rest}
    />
  );
}
