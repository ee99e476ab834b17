import { ruleMessages } from '@agent-portal/contracts/messages';
import { FINANCE_ROWS, assetsOf, financeDifferences } from '@agent-portal/contracts/rules';
import { AppError } from '../../../common/app-error';
import type { Values } from './customer-mapping';

/** The customer's figures on the latest earlier proposal (fetch user finance: salary, oIncome, hIncome, pp, rp). */
type LatestFinance = Record<string, string>;

/** The latest figures as the form's 前次 fields (salaryLast, oIncomeLast, hIncomeLast, assetsLast). */
export function lastFieldsOf(latest: LatestFinance): Record<string, string> {
  const value = (field: string) =>
    field === 'assets' ? assetsOf(latest.pp, latest.rp) : (latest[field] ?? '');
  return Object.fromEntries(FINANCE_ROWS.flatMap((r) => (r.last ? [[r.last, value(r.field)]] : [])));
}

/**
 * The insured's finance must equal the latest earlier values (spec 3 §5): else 409 FINANCE_DIFFERS with the
 * catalogue's message naming the items, and (`fill`) those values as the form's 前次 fields, so the agent sees what
 * to match (issue 41).
 */
export function requireLatestFinance(values: Values, latest: LatestFinance | null | undefined): void {
  const differs = financeDifferences(values, latest);
  if (!latest || differs.length === 0) return;
  throw new AppError(
    409,
    'FINANCE_DIFFERS',
    ruleMessages.FINANCE_DIFFERS(differs.join('、')),
    undefined,
    undefined,
    { fill: lastFieldsOf(latest) },
  );
}
