import { useId } from 'react';
import { Checkbox, Form } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { RadioChoice } from './form-radio-group';

interface FormCheckboxGroupProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: RadioChoice[];
  disabled?: boolean;
}

/** A react-hook-form multi-choice (an array of codes) as an antd checkbox group with the schema's message. */
export function FormCheckboxGroup<T extends FieldValues>(props: FormCheckboxGroupProps<T>) {
  const { control, name, label, options, disabled } = props;
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={<span id={labelId}>{label}</span>}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error?.message}
        >
          <div role="group" aria-labelledby={labelId}>
            <Checkbox.Group
              name={field.name}
              value={(field.value as string[] | undefined) ?? []}
              onChange={(values) => field.onChange(values as string[])}
              options={options.map((o) => ({ label: o.label, value: o.value, disabled: o.disabled }))}
              disabled={disabled}
            />
          </div>
        </Form.Item>
      )}
    />
  );
}
