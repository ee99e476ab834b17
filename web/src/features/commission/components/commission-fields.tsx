import type { ReactNode } from 'react';
import type { CommissionDetail, CommissionRow } from '../api/get-commission';
import { formatMonth } from '../utils/months';

export interface CommissionField<R = CommissionRow> {
  key: keyof R & string;
  label: string;
  render?: (row: R) => ReactNode;
  align?: 'right';
}

const money = (n: number) => n.toLocaleString('zh-TW');

/**
 * Every field of a commission row (spec 1, section 3) with its label. The list and the detail of one row send the
 * names and IDs masked only.
 */
export const commissionFields: CommissionField[] = [
  { key: 'period', label: '佣金月份', render: (r) => formatMonth(r.period) },
  { key: 'bTypeName', label: '險別' },
  { key: 'sNo', label: '受理編號' },
  { key: 'iNo', label: '保單號碼' },
  { key: 'payerNameMask', label: '要保人' },
  { key: 'payerIDMask', label: '要保人ID' },
  { key: 'insNameMask', label: '被保險人' },
  { key: 'insIDMask', label: '被保險人ID' },
  { key: 'insBirth', label: '被保險人生日' },
  { key: 'aliasName', label: '保險公司' },
  { key: 'mainName', label: '主/附約' },
  { key: 'prodCode', label: '商品代碼' },
  { key: 'prodName', label: '商品名稱' },
  { key: 'yp', label: '繳費年期', align: 'right' },
  { key: 'yr', label: '年度', align: 'right' },
  { key: 'itemName', label: '繳別' },
  { key: 'sDate', label: '生效日' },
  { key: 'benefit', label: '保額', align: 'right', render: (r) => money(r.benefit) },
  { key: 'fyp', label: '保費', align: 'right', render: (r) => money(r.fyp) },
  { key: 'srcItemName', label: '獎金名稱' },
  { key: 'fyc', label: '業務獎金', align: 'right', render: (r) => money(r.fyc) },
  { key: 'bKindName', label: '佣金性質' },
  { key: 'fya', label: '佣金收入', align: 'right', render: (r) => money(r.fya) },
  { key: 'iDate', label: '最近繳費日' },
  { key: 'srcdate', label: '獎金發放日' },
  { key: 'empID', label: '業務員代號' },
  { key: 'recNo', label: '序號' },
];

/** The detail dialog: the row's fields, the IDs masked as in the list (the BFF sends no plain ID, issue 41). */
export const commissionDetailFields: CommissionField<CommissionDetail>[] = commissionFields;

export function fieldValue<R>(field: CommissionField<R>, row: R): ReactNode {
  return field.render ? field.render(row) : String(row[field.key] ?? '');
}
