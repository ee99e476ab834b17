import { useId } from 'react';
import { Form, Input } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FormInputProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** The accessible name when no label is shown (a table cell): axe's "form elements must have labels". */
  ariaLabel?: string;
  maxLength?: number;
  password?: boolean;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  disabled?: boolean;
  /** Shown but set only from code (e.g. a name that comes from a lookup). */
  readOnly?: boolean;
  /** Rewrites the value as it is typed (e.g. upper case). */
  transform?: (value: string) => string;
  /** Rewrites the value when the field is left (e.g. a year padded to its digits). */
  format?: (value: string) => string;
}

/** A react-hook-form field as an antd input with its label and the schema's error message. */
export function FormInput<T extends FieldValues>(props: FormInputProps<T>) {
  const { control, name, label, ariaLabel, password, transform, format, ...inputProps } = props;
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const common = {
          ...inputProps,
          'aria-label': ariaLabel,
          id,
          name: field.name,
          ref: field.ref,
          value: (field.value as string | undefined) ?? '',
          onBlur: () => {
            const value = (field.value as string | undefined) ?? '';
            if (format && format(value) !== value) field.onChange(format(value));
            field.onBlur();
          },
          onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
            field.onChange(transform ? transform(e.target.value) : e.target.value),
          status: fieldState.error ? ('error' as const) : undefined,
        };
        return (
          <Form.Item
            label={label}
            htmlFor={id}
            validateStatus={fieldState.error ? 'error' : undefined}
            help={fieldState.error?.message}
          >
            {password ? <Input.Password {...common} /> : <Input {...common} />}
          </Form.Item>
        );
      }}
    />
  );
}
