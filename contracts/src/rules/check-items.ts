/** Check-item rules (spec 2 §3, §5): which finance change reasons are needed. */

/** One customer's finance as the core sends it: current values and their `…Last` counterparts (萬元, strings). */
export interface CheckFinance {
  cusType: 'O' | 'I';
  relationOwnerCode?: string | null;
  salary?: string | null;
  salaryLast?: string | null;
  oIncome?: string | null;
  oIncomeLast?: string | null;
  hIncome?: string | null;
  hIncomeLast?: string | null;
  pp?: string | null;
  ppLast?: string | null;
  rp?: string | null;
  rpLast?: string | null;
  assets?: string | null;
  assetsLast?: string | null;
}

export const REASON_FIELDS = ['salaryReason', 'oIncomeReason', 'hIncomeReason', 'assetsReason'] as const;
export type ReasonField = (typeof REASON_FIELDS)[number];

/** Relation code 1: the insured is the policyholder (spec 2 §9). */
export const SAME_PERSON = '1';

/** A decimal amount written canonically (no leading zeros, no trailing fractional zeros); blank → ''. */
function canonical(v: string | null | undefined): string {
  const s = (v ?? '').trim();
  if (!/^-?\d+(\.\d+)?$/.test(s)) return s;
  const [int = '', frac = ''] = s.replace(/^-/, '').split('.');
  const i = int.replace(/^0+(?=\d)/, '');
  const f = frac.replace(/0+$/, '');
  const body = f ? `${i}.${f}` : i;
  return s.startsWith('-') && body !== '0' ? `-${body}` : body;
}

/**
 * Two amounts differ, compared as decimal strings (never floats). Without a previous value (a customer the core
 * has no last period of) nothing changed: a reason is asked for only against a value that was there (spec 2 §5).
 */
export const amountChanged = (now: string | null | undefined, last: string | null | undefined): boolean =>
  canonical(last) !== '' && canonical(now) !== canonical(last);

const changedFields = (f: CheckFinance): ReasonField[] => {
  const out: ReasonField[] = [];
  if (amountChanged(f.salary, f.salaryLast)) out.push('salaryReason');
  if (amountChanged(f.oIncome, f.oIncomeLast)) out.push('oIncomeReason');
  if (amountChanged(f.hIncome, f.hIncomeLast)) out.push('hIncomeReason');
  if (
    amountChanged(f.assets, f.assetsLast) ||
    amountChanged(f.pp, f.ppLast) ||
    amountChanged(f.rp, f.rpLast)
  ) {
    out.push('assetsReason');
  }
  return out;
};

/**
 * The reasons the agent must give: one per finance item whose value differs from the previous one, for the
 * policyholder and for an insured who is another person (relation ≠ 1). The insured's reasons copy the
 * policyholder's, so one reason field serves both.
 */
export function reasonsNeeded(finance: readonly CheckFinance[]): ReasonField[] {
  const needed = new Set<ReasonField>();
  for (const f of finance) {
    if (f.cusType === 'I' && f.relationOwnerCode === SAME_PERSON) continue;
    for (const r of changedFields(f)) needed.add(r);
  }
  return REASON_FIELDS.filter((r) => needed.has(r));
}
