/**
 * AddressBox — one address shown as its full text with the check flag, the 地址 button (opens AddressDialog) and
 * the 清除 button; the form adapters in address-field.tsx bind it to react-hook-form.
 *
 * Props:
 * - `value`: `AddressValue` ({ parts, full, flag }); `onChange(value)` with the dialog's result or an empty value.
 * - `type`: R registered/household or L residence; `label`; `id` of the text box.
 * - `scope` (optional): `{ transCode, compCode }` for the address check.
 * - `disabled`: read-only.
 * - `same` (optional): the 'same as registered' checkbox `{ checked, onToggle(checked), label }`; while ticked the
 *   buttons are disabled (the address follows the registered one).
 * - `error`: the schema's message shown below.
 * - `inputRef` (optional): the text box, for the form's focus on a refused field.
 */
import { useState, type Ref } from 'react';
import { Button, Checkbox, Form, Input, Space, Tag, type InputRef } from 'antd';
import type { AddressType } from '@agent-portal/contracts/rules';
import { lazyDialog } from '@/components/lazy-dialog';
import { EMPTY_ADDRESS, type AddressValue } from './address-record';

/** The address dialog, a chunk loaded at its first opening. */
const AddressDialog = lazyDialog(() => import('./address-dialog').then((m) => m.AddressDialog));

export interface AddressBoxProps {
  value: AddressValue;
  onChange: (value: AddressValue) => void;
  type: AddressType;
  label: string;
  id: string;
  scope?: { transCode?: string; compCode?: string };
  disabled?: boolean;
  same?: { checked: boolean; onToggle: (checked: boolean) => void; label?: string };
  error?: string;
  inputRef?: Ref<InputRef>;
}

const FLAG_TAGS: Record<string, { color: string; text: string }> = {
  Y: { color: 'green', text: '已正規化' },
  N: { color: 'blue', text: '參考地址' },
  P: { color: 'orange', text: '未正規化（保留輸入）' },
};

export function AddressBox(props: AddressBoxProps) {
  const { value, onChange, type, label, id, scope, disabled, same, error, inputRef } = props;
  const [open, setOpen] = useState(false);
  const locked = disabled || Boolean(same?.checked);
  const tag = FLAG_TAGS[value.flag];
  return (
    <Form.Item label={label} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
      <Space wrap>
        {same && (
          <Checkbox
            checked={same.checked}
            disabled={disabled}
            onChange={(e) => same.onToggle(e.target.checked)}
          >
            {same.label ?? '同戶籍地址'}
          </Checkbox>
        )}
        <Input
          id={id}
          ref={inputRef}
          readOnly
          style={{ width: 460 }}
          value={value.full}
          placeholder="請點選「地址」按鈕輸入"
          onClick={() => !locked && setOpen(true)}
        />
        {tag && (
          <Tag color={tag.color} data-testid={`${id}-flag`}>
            {tag.text}
          </Tag>
        )}
        <Button disabled={locked} onClick={() => setOpen(true)}>
          地址
        </Button>
        <Button disabled={locked} onClick={() => onChange(EMPTY_ADDRESS)}>
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
          onChange(v);
          setOpen(false);
        }}
      />
    </Form.Item>
  );
}
