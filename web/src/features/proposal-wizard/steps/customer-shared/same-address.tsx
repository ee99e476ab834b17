import { Checkbox } from 'antd';
import { useController, useWatch, type Control, type FieldValues } from 'react-hook-form';

/**
 * 同戶籍地址 beside a plain residence field (a render without the address dialogs): checking it copies the registered
 * address and its check flag at the click; unchecking clears them.
 */
export function SameAddress({ control, disabled }: { control: Control<FieldValues>; disabled: boolean }) {
  const same = useController({ control, name: 'sameAddrYn' });
  const full = useController({ control, name: 'addrFull' });
  const flag = useController({ control, name: 'checkAddrYn' });
  const [fullR, flagR] = useWatch({ control, name: ['addrFullR', 'checkAddrRYn'] }) as (string | undefined)[];
  return (
    <Checkbox
      disabled={disabled}
      checked={same.field.value === 'Y'}
      onChange={(e) => {
        same.field.onChange(e.target.checked ? 'Y' : 'N');
        full.field.onChange(e.target.checked ? (fullR ?? '') : '');
        flag.field.onChange(e.target.checked ? (flagR ?? '') : '');
      }}
    >
      同戶籍地址
    </Checkbox>
  );
}
