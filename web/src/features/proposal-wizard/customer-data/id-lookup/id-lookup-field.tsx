/**
 * IdLookupField — the ID field with its magnifier button and the ID lookup dialog (spec 3 §2), for react-hook-form.
 *
 * Props:
 * - `control`, `setValue`: the form's; `name`: the ID field (cusIdn, or legcusIdn of a legal representative box,
 *   with `prefix`); `label` (default 身分證字號); `disabled` (preview / locked after a lookup).
 * - `kind`: `customer` fills the policyholder / insured fields (customerLookupValues), `legal` a legal
 *   representative box (legalLookupValues); `prefix` is put before every filled name (e.g. `typeO.`).
 * - `scope` (optional): `{ transCode, compCode }`; `other` (legal tab): `{ idn, party }` the ID may not equal.
 * - `onLookedUp(result)` (optional): after the values are set (e.g. to reset the name-check flag).
 * - `onIdChange(idn)` (optional): the ID was typed or looked up (after the looked-up values are set): what it gives
 *   is set at the change (the party's sex and nationality), not synced by an effect.
 * A result N (no record) only sets the ID; S and M set every value the core had, getDataYn (legGetDataYn) Y.
 */
import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import {
  useController,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { lazyDialog } from '@/components/lazy-dialog';
import type { IdLookupResult } from './id-lookup-dialog';
import { customerLookupValues, legalLookupValues } from './lookup-values';

/** The ID lookup dialog, a chunk loaded at its first opening. */
const IdLookupDialog = lazyDialog(() => import('./id-lookup-dialog').then((m) => m.IdLookupDialog));

export interface IdLookupFieldProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  name: Path<T>;
  label?: string;
  disabled?: boolean;
  kind: 'customer' | 'legal';
  prefix?: string;
  scope?: { transCode?: string; compCode?: string };
  other?: { idn: string; party: 'O' | 'I' };
  onLookedUp?: (result: IdLookupResult) => void;
  onIdChange?: (idn: string) => void;
}

export function IdLookupField<T extends FieldValues>(props: IdLookupFieldProps<T>) {
  const { control, setValue, name, label = '身分證字號', disabled, kind, prefix = '', scope, other } = props;
  const [open, setOpen] = useState(false);
  const { field, fieldState } = useController({ control, name });
  const id = `field-${name.replace(/\W/g, '-')}`;

  const apply = (result: IdLookupResult) => {
    setOpen(false);
    const values: Record<string, string> = result.customer
      ? kind === 'customer'
        ? customerLookupValues(result.customer)
        : legalLookupValues(result.customer)
      : {};
    field.onChange(result.idn as PathValue<T, Path<T>>);
    for (const [n, v] of Object.entries(values)) {
      setValue(`${prefix}${n}` as Path<T>, v as PathValue<T, Path<T>>, {
        shouldDirty: true,
        shouldValidate: true,
      });
    }
    // The ID's rule reads the nationality the lookup just set: checked again once every value is in, so an error
    // of the ID as it stood before (or under the previous nationality) does not stay under the looked-up one.
    setValue(name, result.idn as PathValue<T, Path<T>>, { shouldValidate: true });
    props.onLookedUp?.(result);
    props.onIdChange?.(result.idn);
  };

  return (
    <Form.Item
      label={label}
      htmlFor={id}
      validateStatus={fieldState.error ? 'error' : undefined}
      help={fieldState.error?.message}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          ref={field.ref}
          maxLength={10}
          disabled={disabled}
          value={(field.value as string | undefined) ?? ''}
          onBlur={field.onBlur}
          onChange={(e) => {
            const idn = e.target.value.toUpperCase();
            field.onChange(idn as PathValue<T, Path<T>>);
            props.onIdChange?.(idn);
          }}
        />
        <Button
          aria-label={`${label}查詢`}
          icon={<SearchOutlined />}
          disabled={disabled}
          onClick={() => setOpen(true)}
        />
      </Space.Compact>
      <IdLookupDialog
        open={open}
        initialIdn={(field.value as string | undefined) ?? ''}
        scope={scope}
        other={other}
        onResult={apply}
        onCancel={() => setOpen(false)}
      />
    </Form.Item>
  );
}
