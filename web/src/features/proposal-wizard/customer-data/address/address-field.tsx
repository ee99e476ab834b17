/**
 * Address fields for react-hook-form (spec 3 §2, §4), two bindings of AddressBox:
 *
 * AddressField — the address as one `AddressValue` ({ parts, full, flag }) at `name`.
 *   Props: `control`, `name`, `type` (R / L), `label` (default 戶籍地址 / 居住地址), `scope`, `disabled`,
 *   `sameAs` (residence only: `{ name, source, label }`, `name` the sameAddrYn field 'Y'/'N', `source` the registered
 *   AddressValue field).
 *
 * RecordAddressField — the address on the customer record's own flat fields (spec 3 §3): R → addrCityR … addrRoomR,
 *   addrFullR, checkAddrRYn; L → addrCity … addrRoom, addrFull, checkAddrYn (contracts' addressRecordNames).
 *   Props: `control`, `setValue` (the form's), `type`, `label`, `scope`, `disabled`, `prefix` (a path prefix such
 *   as `cus.`, default none), `withSameAs` (residence only: the sameAddrYn checkbox, copying the R fields).
 *
 * Both: ticking 'same as registered' copies the registered address and follows it; unticking after Y clears the
 * residence address; 清除 empties the address and its flag (''); the dialog's result sets the flag Y or P; a lookup's
 * reference address (addressFromLookup) carries N. The error shown is the schema's message on the full text, else
 * the one on the check flag (RecordAddressField: 戶籍地址尚未完成標準化，請確認!, issue 41); the flag's focus (a
 * refused 下一步, a line of 完整性檢查) lands on the address text.
 */
import { useEffect } from 'react';
import {
  useController,
  useWatch,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormSetValue,
} from 'react-hook-form';
import { customerDataMessages as m } from '@agent-portal/contracts/messages';
import { addressRecordNames, type AddressType } from '@agent-portal/contracts/rules';
import { AddressBox } from './address-box';
import { addressFromRecord, addressToRecord, EMPTY_ADDRESS, type AddressValue } from './address-record';

type Scope = { transCode?: string; compCode?: string };

const asValue = (v: unknown): AddressValue =>
  v && typeof v === 'object' && 'full' in v ? (v as AddressValue) : EMPTY_ADDRESS;
const idOf = (name: string) => `address-${name.replace(/\W/g, '-')}`;

export interface AddressFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  type: AddressType;
  label?: string;
  scope?: Scope;
  disabled?: boolean;
  sameAs?: { name: Path<T>; source: Path<T>; label?: string };
}

export function AddressField<T extends FieldValues>(props: AddressFieldProps<T>) {
  const { control, name, type, label = m.ADDRESS_PREFIX[type], scope, disabled, sameAs } = props;
  const field = useController({ control, name });
  const same = useController({ control, name: (sameAs?.name ?? name) as Path<T> });
  const source = useWatch({ control, name: (sameAs?.source ?? name) as Path<T> });
  const value = asValue(field.field.value);
  const ticked = Boolean(sameAs) && same.field.value === 'Y';
  const set = (v: AddressValue) => field.field.onChange(v as PathValue<T, Path<T>>);

  useEffect(() => {
    if (!ticked) return;
    const copy = asValue(source);
    if (copy.full !== value.full || copy.flag !== value.flag) set({ ...copy, parts: { ...copy.parts } });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the registered address drives the copy
  }, [ticked, source]);

  const fieldError = field.fieldState.error as { message?: string; full?: { message?: string } } | undefined;
  return (
    <AddressBox
      value={value}
      onChange={(v) => {
        set(v);
        field.field.onBlur();
      }}
      type={type}
      label={label}
      id={idOf(name)}
      scope={scope}
      disabled={disabled}
      error={fieldError?.message ?? fieldError?.full?.message}
      same={
        sameAs
          ? {
              checked: ticked,
              label: sameAs.label,
              onToggle: (checked) => {
                same.field.onChange((checked ? 'Y' : 'N') as PathValue<T, Path<T>>);
                if (!checked) set(EMPTY_ADDRESS);
              },
            }
          : undefined
      }
    />
  );
}

export interface RecordAddressFieldProps<T extends FieldValues> {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
  type: AddressType;
  label?: string;
  scope?: Scope;
  disabled?: boolean;
  prefix?: string;
  withSameAs?: boolean;
}

const recordNames = (type: AddressType) => {
  const names = addressRecordNames(type);
  return [...Object.values(names.parts), names.full, names.flag];
};

export function RecordAddressField<T extends FieldValues>(props: RecordAddressFieldProps<T>) {
  const { control, setValue, type, label = m.ADDRESS_PREFIX[type], scope, disabled, prefix = '' } = props;
  const withSameAs = type === 'L' && Boolean(props.withSameAs);
  const own = recordNames(type);
  const registered = recordNames('R');
  const path = (n: string) => `${prefix}${n}` as Path<T>;
  const ownValues = useWatch({ control, name: own.map(path) }) as unknown[];
  const sourceValues = useWatch({ control, name: registered.map(path) }) as unknown[];
  const sameYn = useWatch({ control, name: path('sameAddrYn') }) as unknown;
  const full = useController({ control, name: path(addressRecordNames(type).full) });
  const flag = useController({ control, name: path(addressRecordNames(type).flag) });
  const zip = (names: string[], values: unknown[]) => Object.fromEntries(names.map((n, i) => [n, values[i]]));
  const value = addressFromRecord(type, zip(own, ownValues));
  const ticked = withSameAs && sameYn === 'Y';

  const write = (v: AddressValue) => {
    for (const [n, val] of Object.entries(addressToRecord(type, v))) {
      setValue(path(n), val as PathValue<T, Path<T>>, {
        shouldDirty: true,
        // The text and its check flag: a confirmed address drops the flag's message too (issue 41 item 2).
        shouldValidate: n === own.at(-2) || n === own.at(-1),
      });
    }
  };

  useEffect(() => {
    if (!ticked) return;
    const copy = addressFromRecord('R', zip(registered, sourceValues));
    if (copy.full !== value.full || copy.flag !== value.flag) write(copy);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the registered address drives the copy
  }, [ticked, ...sourceValues]);

  return (
    <AddressBox
      value={value}
      onChange={(v) => {
        write(v);
        full.field.onBlur();
      }}
      type={type}
      label={label}
      id={idOf(path(addressRecordNames(type).full))}
      inputRef={(el) => {
        full.field.ref(el);
        flag.field.ref(el);
      }}
      scope={scope}
      disabled={disabled}
      error={full.fieldState.error?.message ?? flag.fieldState.error?.message}
      same={
        withSameAs
          ? {
              checked: ticked,
              onToggle: (checked) => {
                setValue(path('sameAddrYn'), (checked ? 'Y' : 'N') as PathValue<T, Path<T>>, {
                  shouldDirty: true,
                });
                if (!checked) write(EMPTY_ADDRESS);
              },
            }
          : undefined
      }
    />
  );
}
