import { useId } from 'react';
import { Form, Input } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FormTextAreaProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  maxLength?: number;
  rows?: number;
  disabled?: boolean;
  /** Marks the label as required (the schema decides; this only shows it). */
  required?: boolean;
}

/** A react-hook-form field as an antd text area with its label, a character count and the schema's error. */
export function FormTextArea<T extends FieldValues>(props: FormTextAreaProps<T>) {
  const { control, name, label, rows = 2, required, ...areaProps } = props;
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          required={required}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error?.message}
        >
          <Input.TextArea
            {...areaProps}
            id={id}
            name={field.name}
            ref={field.ref}
            rows={rows}
            showCount={areaProps.maxLength !== undefined}
            value={(field.value as string | undefined) ?? ''}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value)}
            status={fieldState.error ? 'error' : undefined}
          />
        </Form.Item>
      )}
    />
  );
}
