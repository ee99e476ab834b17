import { useId } from 'react';
import { Form, Radio } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface RadioChoice {
  value: string;
  label: string;
  disabled?: boolean;
}

interface FormRadioGroupProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: RadioChoice[];
  vertical?: boolean;
}

/** A react-hook-form field as an antd radio group (a labelled radiogroup for assistive tech and tests). */
export function FormRadioGroup<T extends FieldValues>(props: FormRadioGroupProps<T>) {
  const { control, name, label, options, vertical } = props;
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
          <div role="radiogroup" aria-labelledby={labelId}>
            <Radio.Group
              name={field.name}
              value={field.value as string | undefined}
              onChange={(e) => field.onChange(e.target.value as string)}
              style={vertical ? { display: 'flex', flexDirection: 'column', gap: 8 } : undefined}
            >
              {options.map((o) => (
                <Radio key={o.value} value={o.value} disabled={o.disabled}>
                  {o.label}
                </Radio>
              ))}
            </Radio.Group>
          </div>
        </Form.Item>
      )}
    />
  );
}
