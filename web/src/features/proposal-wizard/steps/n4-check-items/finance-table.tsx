import { Table, Typography } from 'antd';
import { financeLabels } from '@agent-portal/contracts/messages';
import type { CheckItems } from './check-items-api';

type Finance = CheckItems['finance'][number];
type Field = keyof typeof financeLabels;

const amount = (v: string) => (v === '' ? '-' : `${v} 萬元`);

/** The customers' finance against the previous case (spec 2 §3): a changed value is marked and needs a reason. */
export function FinanceTable({ finance }: { finance: Finance[] }) {
  const owner = finance.find((f) => f.cusType === 'O');
  const insured = finance.find((f) => f.cusType === 'I');
  const sameInsured = insured?.relationOwnerCode === '1';
  const cell = (f: Finance | undefined, field: Field) => {
    const v = f?.values.find((x) => x.field === field);
    if (!v) return '-';
    const text = `${amount(v.now)}（前次 ${amount(v.last)}）`;
    return v.changed ? <Typography.Text type="warning" strong>{`${text} 異動`}</Typography.Text> : text;
  };
  const rows = (Object.keys(financeLabels) as Field[]).map((field) => ({
    field,
    label: financeLabels[field],
  }));
  return (
    <Table
      size="small"
      pagination={false}
      dataSource={rows}
      rowKey="field"
      aria-label="財務狀況"
      columns={[
        { title: '項目', width: 120, render: (_, r) => r.label },
        { title: '要保人', render: (_, r) => cell(owner, r.field) },
        { title: '被保險人', render: (_, r) => (sameInsured ? '同要保人' : cell(insured, r.field)) },
      ]}
    />
  );
}
