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

/** Lists longer than this scroll virtually (the code lists, countries and jobs are shorter). */
const VIRTUAL_FROM = 200;

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
  const list = withAll ? [{ value: '', label: '全部', title: '全部' }, ...(options ?? [])] : options;
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
            options={list}
            // A short list keeps every option in the page: a virtual list recycles its rows as it scrolls, and a
            // pick made while the list moved (its opening, or the page scrolling it into view) hit a row already
            // gone, so the choice was lost (issue 10: the job select of n1/n2).
            virtual={(list?.length ?? 0) > VIRTUAL_FROM}
            value={(field.value as string | undefined) || (withAll ? '' : undefined)}
            onBlur={field.onBlur}
            onChange={field.onChange}
          />
        </Form.Item>
      )}
    />
  );
}
