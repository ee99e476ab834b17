/**
 * CodeSelectField — a react-hook-form select over a code list, with the free-text field of its OTHER entry.
 *
 * Props:
 * - `control`: the form's control; `name`: the code field (e.g. `relationOwnerCode`); `label`: its label.
 * - `codeType`: the code list (spec 3 §3), e.g. RELATION_OWNER_CODE.
 * - `otherName` (optional): the free-text field (e.g. `relationOwnerOther`) shown, and enabled, only while the chosen
 *   entry's description is OTHER; it is emptied when another entry is chosen. `otherMaxLength` (default 5).
 * - `otherLabel` (default 其他說明), `width` (default 180), `disabled`, `placeholder`.
 * The messages are the form schema's (e.g. 請輸入… for the other text when relation is 6).
 */
import { Form, Input, Select, Space } from 'antd';
import { useController, type Control, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { useCodeList, type CustomerCodeType } from './use-code-lists';

export interface CodeSelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  codeType: CustomerCodeType | (string & {});
  otherName?: Path<T>;
  otherLabel?: string;
  otherMaxLength?: number;
  width?: number;
  disabled?: boolean;
  placeholder?: string;
}

const fieldId = (name: string) => `field-${name.replace(/\W/g, '-')}`;

export function CodeSelectField<T extends FieldValues>(props: CodeSelectFieldProps<T>) {
  const {
    control,
    name,
    label,
    codeType,
    otherName,
    otherLabel = '其他說明',
    otherMaxLength = 5,
    width = 180,
    disabled,
    placeholder = '請選擇',
  } = props;
  const list = useCodeList(codeType);
  const code = useController({ control, name });
  const other = useController({ control, name: (otherName ?? name) as Path<T> });
  const showOther = Boolean(otherName) && list.isOther(code.field.value as string);
  const error = code.fieldState.error ?? (showOther ? other.fieldState.error : undefined);

  const choose = (value: string) => {
    code.field.onChange(value);
    if (otherName && !list.isOther(value)) other.field.onChange('' as PathValue<T, Path<T>>);
  };

  return (
    <Form.Item
      label={label}
      htmlFor={fieldId(name)}
      validateStatus={error ? 'error' : undefined}
      help={error?.message}
    >
      <Space.Compact>
        <Select
          id={fieldId(name)}
          ref={code.field.ref}
          style={{ width }}
          loading={list.loading}
          disabled={disabled}
          placeholder={placeholder}
          options={list.options.map(({ value, label: text }) => ({ value, label: text }))}
          value={(code.field.value as string | undefined) || undefined}
          onBlur={code.field.onBlur}
          onChange={choose}
        />
        {showOther && (
          <Input
            id={fieldId(otherName as string)}
            aria-label={otherLabel}
            placeholder={otherLabel}
            maxLength={otherMaxLength}
            disabled={disabled}
            style={{ width: 140 }}
            value={(other.field.value as string | undefined) ?? ''}
            onBlur={other.field.onBlur}
            onChange={(e) => other.field.onChange(e.target.value as PathValue<T, Path<T>>)}
            status={other.fieldState.error ? 'error' : undefined}
          />
        )}
      </Space.Compact>
    </Form.Item>
  );
}
