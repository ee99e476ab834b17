import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormInput } from '@/components/form/form-input';

interface OtpCodeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
}

/** The six-digit one-time code (OTP驗證碼), as the login and the password reset ask for it. */
export function OtpCodeField<T extends FieldValues>({ control, name }: OtpCodeFieldProps<T>) {
  return (
    <FormInput
      control={control}
      name={name}
      label="OTP驗證碼"
      maxLength={6}
      inputMode="numeric"
      autoComplete="one-time-code"
    />
  );
}
