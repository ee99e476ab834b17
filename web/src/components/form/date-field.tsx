import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { dayjs } from '@/lib/dayjs';

/** The value the schemas read: a calendar date as YYYY-MM-DD ('' when empty). */
const VALUE_FORMAT = 'YYYY-MM-DD';

interface DateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  /** Days after this one cannot be picked (e.g. today). */
  maxDate?: Dayjs;
  width?: number;
}

/** A react-hook-form date as an antd date picker (shown yyyy/MM/dd) with its label and the schema's message. */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  maxDate,
  width = 150,
}: DateFieldProps<T>) {
  // A plain id (useId's colons need escaping in selectors, the select's option list is found by it).
  const id = `field-${name.replace(/\W/g, '-')}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const text = (field.value as string | undefined) ?? '';
        return (
          <Form.Item
            label={label}
            htmlFor={id}
            validateStatus={fieldState.error ? 'error' : undefined}
            help={fieldState.error?.message}
          >
            <DatePicker
              id={id}
              ref={field.ref}
              style={{ width }}
              format="YYYY/MM/DD"
              placeholder="請選擇日期"
              maxDate={maxDate}
              value={text ? dayjs(text, VALUE_FORMAT) : null}
              onBlur={field.onBlur}
              onChange={(d: Dayjs | null) => field.onChange(d ? d.format(VALUE_FORMAT) : '')}
            />
          </Form.Item>
        );
      }}
    />
  );
}
