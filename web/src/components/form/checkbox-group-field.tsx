import { useId } from 'react';
import { Checkbox, Form } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface CheckboxChoice {
  value: string;
  label: string;
}

interface CheckboxGroupFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: CheckboxChoice[];
  disabled?: boolean;
}

/** A react-hook-form multi-choice (string[]) as an antd checkbox group, labelled as a group for assistive tech. */
export function CheckboxGroupField<T extends FieldValues>(props: CheckboxGroupFieldProps<T>) {
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
              value={(field.value as string[] | undefined) ?? []}
              onChange={(v) => field.onChange(v)}
              options={options}
              disabled={disabled}
            />
          </div>
        </Form.Item>
      )}
    />
  );
}
