import { Form, Select, type SelectProps } from 'antd';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  options: SelectProps['options'];
  loading?: boolean;
  width?: number;
  placeholder?: string;
  /** Adds 全部 ('') in front (search filters). */
  withAll?: boolean;
  disabled?: boolean;
}

/** A react-hook-form choice as an antd select with its label and the schema's message. */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const {
    control,
    name,
    label,
    options,
    loading,
    width = 180,
    placeholder,
    withAll = false,
    disabled,
  } = props;
  // A plain id (useId's colons need escaping in selectors, the select's option list is found by it).
  const id = `field-${name.replace(/\W/g, '-')}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item
          label={label}
          htmlFor={id}
          validateStatus={fieldState.error ? 'error' : undefined}
          help={fieldState.error?.message}
        >
          <Select
            id={id}
            ref={field.ref}
            style={{ width }}
            loading={loading}
            disabled={disabled}
            placeholder={placeholder}
            options={withAll ? [{ value: '', label: '全部', title: '全部' }, ...(options ?? [])] : options}
            value={(field.value as string | undefined) || (withAll ? '' : undefined)}
            onBlur={field.onBlur}
            onChange={field.onChange}
          />
        </Form.Item>
      )}
    />
  );
}
