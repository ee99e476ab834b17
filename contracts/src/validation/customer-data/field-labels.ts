import { FINANCE_ROWS } from '../../rules/customer';
import { CUSTOMER_LABELS } from './party';
import { LEGAL_LABELS } from './legal-agent';

const phoneLabels = (prefix: string, name: string) => ({
  [`${prefix}1`]: `${name}區碼`,
  [`${prefix}2`]: name,
  [`${prefix}3`]: `${name}分機`,
});

/**
 * The label of each field of the customer steps n1-n3 (issue 41 item 2: 完整性檢查 names each missing item by its
 * label): the schemas' own labels, the address check flags under their address's label, the phones, the finance
 * rows and their change reasons.
 */
const LABELS: Record<string, string> = {
  ...CUSTOMER_LABELS,
  checkAddrRYn: CUSTOMER_LABELS.addrFullR,
  checkAddrYn: CUSTOMER_LABELS.addrFull,
  ...phoneLabels('phoneC', '公司電話'),
  ...phoneLabels('phoneH', '住家電話'),
  mobile: '行動電話',
  ...Object.fromEntries(FINANCE_ROWS.map((r) => [r.field, r.label])),
  ...Object.fromEntries(FINANCE_ROWS.flatMap((r) => (r.reason ? [[r.reason, `${r.label}變動原因`]] : []))),
  ...LEGAL_LABELS,
  ...phoneLabels('legPhoneC', '法定代理人公司電話'),
  ...phoneLabels('legPhoneH', '法定代理人住家電話'),
  legMobile: '法定代理人行動電話',
};

/** n3's boxes: whose representative a field of `O.` or `I.` belongs to. */
const BOXES: Record<string, string> = { O: '要保人之', I: '被保險人之' };

/** The label of a customer-step field by its form path (`addrFullR`, `O.legcusName`), or undefined. */
export function customerFieldLabel(path: string): string | undefined {
  const [head = '', ...rest] = path.split('.');
  if (rest.length === 0) return LABELS[head];
  const label = LABELS[rest.join('.')];
  return label && BOXES[head] ? `${BOXES[head]}${label}` : label;
}
