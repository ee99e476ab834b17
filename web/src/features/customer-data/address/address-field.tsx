/**
 * AddressField — one address of a customer as a react-hook-form field (spec 3 §2, §4).
 *
 * Props:
 * - `control`, `name`: the form field holding an `AddressValue` ({ parts, full, flag }); contracts'
 *   `addressToRecord(type, value)` / `addressFromRecord(type, record)` map it to the customer record's fields
 *   (addrCityR…, addrFullR, checkAddrRYn for R; addrCity…, addrFull, checkAddrYn for L).
 * - `type`: R registered/household or L residence; `label` (default 戶籍地址 / 居住地址).
 * - `scope` (optional): `{ transCode, compCode }` for the address check.
 * - `disabled`: read-only (preview, or locked by relation 1).
 * - `sameAs` (optional, residence only): `{ name, source, label }` — `name` is the sameAddrYn field ('Y' / 'N'),
 *   `source` the registered address field. Ticked copies the registered address (and follows its changes);
 *   unticked after Y clears the residence address.
 * The 清除 button empties the address and its flag. The schema's message (required / not normalised) shows below.
 */
import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input, Space, Tag } from 'antd';
import {
  useController,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
} from 'react-hook-form';
import { customerDataMessages as m } from '@agent-portal/contracts/messages';
import { EMPTY_ADDRESS, type AddressType, type AddressValue } from '@agent-portal/contracts/rules';
import { AddressDialog } from './address-dialog';

export interface AddressFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  type: AddressType;
  label?: string;
  scope?: { transCode?: string; compCode?: string };
  disabled?: boolean;
  sameAs?: { name: Path<T>; source: Path<T>; label?: string };
}

const FLAG_TAGS: Record<string, { color: string; text: string }> = {
  Y: { color: 'green', text: '已正規化' },
  N: { color: 'blue', text: '參考地址' },
  P: { color: 'orange', text: '未正規化（保留輸入）' },
};

const asValue = (v: unknown): AddressValue =>
  v && typeof v === 'object' && 'full' in v ? (v as AddressValue) : EMPTY_ADDRESS;

export function AddressField<T extends FieldValues>(props: AddressFieldProps<T>) {
  const { control, name, type, label = m.ADDRESS_PREFIX[type], scope, disabled, sameAs } = props;
  const [open, setOpen] = useState(false);
  const field = useController({ control, name });
  const same = useController({ control, name: (sameAs?.name ?? name) as Path<T> });
  const source = useWatch({ control, name: (sameAs?.source ?? name) as Path<T> });
  const value = asValue(field.field.value);
  const sameTicked = Boolean(sameAs) && same.field.value === 'Y';
  const setValue = (v: AddressValue) => field.field.onChange(v as PathValue<T, Path<T>>);

  // Ticked: the residence address follows the registered one.
  useEffect(() => {
    if (!sameTicked) return;
    const copy = asValue(source);
    if (copy.full !== value.full || copy.flag !== value.flag) setValue({ ...copy, parts: { ...copy.parts } });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sameTicked, source]);

  const toggleSame = (checked: boolean) => {
    same.field.onChange((checked ? 'Y' : 'N') as PathValue<T, Path<T>>);
    if (!checked) setValue(EMPTY_ADDRESS);
  };

  const id = `address-${name.replace(/\W/g, '-')}`;
  const tag = FLAG_TAGS[value.flag];
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={field.fieldState.error ? 'error' : undefined}
      help={
        field.fieldState.error?.message ??
        (field.fieldState.error as { full?: { message?: string } })?.full?.message
      }
    >
      <Space wrap>
        {sameAs && (
          <Checkbox checked={sameTicked} disabled={disabled} onChange={(e) => toggleSame(e.target.checked)}>
            {sameAs.label ?? '同戶籍地址'}
          </Checkbox>
        )}
        <Input
          id={id}
          readOnly
          style={{ width: 460 }}
          value={value.full}
          placeholder="請點選「地址」按鈕輸入"
          onClick={() => !disabled && !sameTicked && setOpen(true)}
        />
        {tag && (
          <Tag color={tag.color} data-testid={`${id}-flag`}>
            {tag.text}
          </Tag>
        )}
        <Button disabled={disabled || sameTicked} onClick={() => setOpen(true)}>
          地址
        </Button>
        <Button disabled={disabled || sameTicked} onClick={() => setValue(EMPTY_ADDRESS)}>
          清除
        </Button>
      </Space>
      <AddressDialog
        open={open}
        type={type}
        initial={value}
        scope={scope}
        onCancel={() => setOpen(false)}
        onDone={(v) => {
          setValue(v);
          setOpen(false);
          field.field.onBlur();
        }}
      />
    </Form.Item>
  );
}
