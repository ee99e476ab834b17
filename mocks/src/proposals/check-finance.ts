import { assetsOf } from '@agent-portal/contracts/rules';
import { findCustomerRecord } from '../fixtures/customer-records';
import { financeHistory, lastPeriods, type LastPeriod } from '../fixtures/customer-data';
import type { Proposal } from '../fixtures/proposals';
import { draftOf, type Record_ } from './customer-store';

/** The finance items of a customer record the check items compare with their last period (萬元, strings). */
const FIELDS = ['salary', 'oIncome', 'hIncome', 'pp', 'rp', 'assets'] as const;
type Field = (typeof FIELDS)[number];

const text = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';
const orNull = (v: string): string | null => (v === '' ? null : v);

/** What the record's own figures are: assets as saved, else 動產 + 不動產. */
function current(rec: Record_): Record<Field, string> {
  const now = Object.fromEntries(FIELDS.map((f) => [f, text(rec[f])])) as Record<Field, string>;
  return { ...now, assets: now.assets || assetsOf(now.pp, now.rp) };
}

/**
 * The last period the core keeps for a customer: the `…Last` figures the record carries (n1 / n2 took them from
 * the ID lookup, as the agent saw them), else the customer's kept last period (fixtures), else none.
 */
export function lastPeriodOf(rec: Record_): LastPeriod {
  const carried = Object.fromEntries(
    FIELDS.map((f) => [f, text(rec[`${f}Last`])]).filter(([, v]) => v !== ''),
  ) as LastPeriod;
  if (Object.keys(carried).length > 0) return carried;
  const idn = text(rec.cusIdn).toUpperCase();
  const kept = lastPeriods[idn];
  if (kept) return kept;
  const history = financeHistory[idn];
  if (history) return { ...history, assets: assetsOf(history.pp, history.rp) };
  const last = findCustomerRecord(idn)?.last;
  return last
    ? {
        salary: String(last.salaryLast),
        oIncome: String(last.oIncomeLast),
        hIncome: String(last.hIncomeLast),
        assets: String(last.assetsLast),
      }
    : {};
}

/** The insured's relation to the policyholder as saved; the same ID as the policyholder's is 本人 (1). */
function relationOf(insured: Record_, owner: Record_ | undefined): string | null {
  const saved = text(insured.relationOwnerCode);
  if (saved) return saved;
  const idn = text(insured.cusIdn).toUpperCase();
  return idn && idn === text(owner?.cusIdn).toUpperCase() ? '1' : null;
}

/**
 * cusFinance of initCheckItem (spec 2 §3): each customer of the case as n1 / n2 saved them, with the last period
 * of that customer; the insured's relation to the policyholder as saved (1: 本人).
 */
export function checkFinance(p: Proposal) {
  const draft = draftOf(p);
  return (['O', 'I'] as const)
    .filter((t) => draft[t])
    .map((cusType) => {
      const rec = draft[cusType] as Record_;
      const now = current(rec);
      const last = lastPeriodOf(rec);
      return {
        cusType,
        relationOwnerCode: cusType === 'O' ? null : relationOf(rec, draft.O),
        ...Object.fromEntries(
          FIELDS.flatMap((f) => [
            [f, orNull(now[f])],
            [`${f}Last`, last[f] ?? null],
          ]),
        ),
      };
    });
}
