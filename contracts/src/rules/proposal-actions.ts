/**
 * Row actions of the proposal list by state (spec 2, section 4.2), one place for the SPA (which buttons show),
 * the BFF (409 for an action the state does not allow) and the mock core (which refuses them too).
 */
import { taipeiToday } from './taipei-time';

export const ROW_ACTIONS = [
  'preview',
  'edit',
  'copy',
  'delete',
  'consentDownload',
  'jump',
  'resendCheckData',
  'interview',
  'amlResend',
  'eddDownload',
  'sendDate',
  'writtenDownload',
  'writtenResend',
] as const;

export type RowAction = (typeof ROW_ACTIONS)[number];

/** The fields of a proposal list row the rules read (names as the core sends them). */
export interface RowActionFacts {
  polState: string;
  polInsureType: string;
  preSignState?: string | null;
  elecCallState?: string | null;
  amlPassState?: string | null;
  eddPassState?: string | null;
  writSendState?: string | null;
}

const among = (value: string | null | undefined, allowed: string): boolean =>
  typeof value === 'string' && value.length === 1 && allowed.includes(value);

const rules: Record<RowAction, (r: RowActionFacts) => boolean> = {
  preview: (r) => r.polState !== 'N',
  edit: (r) => among(r.polState, 'NS'),
  copy: () => true,
  delete: (r) => among(r.polState, 'NSO'),
  consentDownload: (r) => among(r.polState, 'NOPSUA') && r.polInsureType === 'M',
  jump: (r) => r.polState === 'O',
  resendCheckData: (r) => r.polState === 'U' && r.preSignState === 'R',
  interview: (r) => r.polState === 'U' && r.elecCallState === 'P',
  amlResend: (r) => r.polState === 'U' && r.amlPassState === 'P',
  eddDownload: (r) => among(r.polState, 'UP') && r.eddPassState === 'A',
  sendDate: (r) => among(r.polState, 'US') && r.writSendState === 'P' && r.polInsureType === 'R',
  writtenDownload: (r) =>
    among(r.polState, 'AUPS') && among(r.writSendState, 'AP') && r.polInsureType === 'R',
  writtenResend: (r) => among(r.polState, 'AUPS') && r.writSendState === 'N' && r.polInsureType === 'R',
};

/** Whether the row's state allows the action. */
export function isRowActionAllowed(action: RowAction, row: RowActionFacts): boolean {
  return rules[action](row);
}

/**
 * Whether the written analysis's send date may be saved: the list's 寄送日期 (U or S, writSendState P, remote), or
 * a remote case still in the wizard (N) that the core marked P when its AML step finished without the
 * policyholder's e-mail (spec 2 §8: the agent is asked for the send date there). The list's table is unchanged.
 */
export function canEnterSendDate(row: RowActionFacts): boolean {
  return (
    isRowActionAllowed('sendDate', row) ||
    (row.polState === 'N' && row.writSendState === 'P' && row.polInsureType === 'R')
  );
}

/** Every action the row's state allows, in the order of the spec's table. */
export function allowedRowActions(row: RowActionFacts): RowAction[] {
  return ROW_ACTIONS.filter((action) => rules[action](row));
}

/**
 * Whether the core's acceptance (intake) date, `yyyy/MM/dd` or `yyyy-MM-dd` (a time after it is ignored), is
 * before the Taiwan date of `now`; false when there is none.
 */
export function isAcceptedBeforeToday(
  insAcceptDt: string | null | undefined,
  now: Date = new Date(),
): boolean {
  const match = /^(\d{4})[/-](\d{2})[/-](\d{2})/.exec(insAcceptDt ?? '');
  if (!match) return false;
  return Number(`${match[1]}${match[2]}${match[3]}`) < Number(taipeiToday(now).replace(/-/g, ''));
}

/**
 * A remote case in the wizard whose acceptance date is before the Taiwan date of `now`: its written analysis is
 * viewed only (spec 3 §4, disableAll), neither saved nor sent to the insurer.
 */
export function isPastAcceptanceRemote(
  row: { polInsureType?: string | null; insAcceptDt?: string | null },
  now: Date = new Date(),
): boolean {
  return row.polInsureType === 'R' && isAcceptedBeforeToday(row.insAcceptDt, now);
}

/**
 * Editing an S proposal (spec 2, section 4.3): a remote case with no send state whose acceptance date is before
 * the Taiwan date of `today` is overdue.
 */
export function isOverdueRemote(
  row: RowActionFacts & { insAcceptDt?: string | null },
  today: Date = new Date(),
): boolean {
  if (row.polState !== 'S' || row.polInsureType !== 'R' || row.writSendState) return false;
  return isAcceptedBeforeToday(row.insAcceptDt, today);
}
