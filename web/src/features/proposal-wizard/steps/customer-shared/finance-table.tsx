import { Form, Input, Table } from 'antd';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { PartyValues } from '@agent-portal/contracts/validation/customer-data';
import { FINANCE_ROWS, cleanMoney } from '@agent-portal/contracts/rules';
import { FormInput } from '@/components/form/form-input';
import { partyDerived } from './party-derived';

type MoneyField = (typeof FINANCE_ROWS)[number]['field'];

function MoneyCell({ name, disabled }: { name: MoneyField; disabled: boolean }) {
  const { field, fieldState } = useController<PartyValues>({ name });
  return (
    <Form.Item
      validateStatus={fieldState.error ? 'error' : undefined}
      help={fieldState.error?.message}
      style={{ margin: 0 }}
    >
      <Input
        aria-label={name}
        value={field.value ?? ''}
        disabled={disabled}
        maxLength={7}
        suffix="萬元"
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={() => {
          field.onChange(cleanMoney(field.value));
          field.onBlur();
        }}
      />
    </Form.Item>
  );
}

/** The financial table in 萬元 (spec 3 §5): this period, the last period, the reason enabled only when they differ. */
export function FinanceTable({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<PartyValues>();
  const watched = useWatch({ control });
  // The assets total is computed (the schema and the save compute it too: the step's `derive`).
  const values: Partial<PartyValues> = { ...watched, ...partyDerived(watched) };
  const total = values.assets ?? '';
  return (
    <Table
      size="small"
      pagination={false}
      dataSource={FINANCE_ROWS}
      rowKey="field"
      columns={[
        { title: '項目', width: 120, render: (_, r) => r.label },
        {
          title: '本次(萬元)',
          render: (_, r) =>
            r.field === 'assets' ? <span>{total}</span> : <MoneyCell name={r.field} disabled={disabled} />,
        },
        { title: '前次(萬元)', render: (_, r) => (r.last ? (values[r.last] ?? '') : '') },
        {
          title: '變動原因',
          render: (_, r) => {
            if (!r.reason || !r.last) return null;
            const differs =
              (values[r.last] ?? '') !== '' &&
              (values[r.field] ?? '') !== '' &&
              Number(values[r.field]) !== Number(values[r.last]);
            return (
              <FormInput
                control={control}
                name={r.reason}
                label=""
                ariaLabel={`${r.label}變動原因`}
                maxLength={100}
                disabled={disabled || !differs}
              />
            );
          },
        },
      ]}
    />
  );
}
