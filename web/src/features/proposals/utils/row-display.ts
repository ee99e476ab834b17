import type { ProposalRow } from '../api/get-proposals';

/** States before the insurer took the case: the intake date stays blank (spec 2 §2.1). */
const NOT_ACCEPTED = new Set(['N', 'O', 'B']);

export function intakeDate(row: Pick<ProposalRow, 'polState' | 'insAcceptDt'>): string {
  return NOT_ACCEPTED.has(row.polState) ? '' : row.insAcceptDt;
}

/** Whether the status is the link that shows the return reason (state R). */
export function showsReturnReason(row: Pick<ProposalRow, 'polState'>): boolean {
  return row.polState === 'R';
}

/** Text order for the column sorters (dates are `yyyy/MM/dd…`, so text order is date order). */
export function byText<T>(pick: (row: T) => string | null | undefined) {
  return (a: T, b: T) => (pick(a) ?? '').localeCompare(pick(b) ?? '', 'zh-Hant');
}

/** The default order of the list: creation date, newest first (spec 2 §2.1). */
export function newestFirst(rows: ProposalRow[]): ProposalRow[] {
  return [...rows].sort((a, b) => b.createDt.localeCompare(a.createDt));
}
