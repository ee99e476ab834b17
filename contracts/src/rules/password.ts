import { ruleMessages } from '../messages/rules';
import { includesNumAndWord } from './text';

/** Digits run on in keyboard order, so 8-9-0 is a run too; letters run a-z. */
const RUNS = ['01234567890', 'abcdefghijklmnopqrstuvwxyz'];

function isRun(three: string): boolean {
  const reversed = [...three].reverse().join('');
  return RUNS.some((run) => run.includes(three) || run.includes(reversed));
}

/**
 * Three equal characters in a row (case-insensitive), or three consecutive digits or letters, ascending or
 * descending (123, 890, abc, cba).
 */
export function hasContinuousChars(s: string | null | undefined): boolean {
  if (typeof s !== 'string') return false;
  const t = s.toLowerCase();
  for (let i = 0; i + 2 < t.length; i += 1) {
    const three = t.slice(i, i + 3);
    if (three[0] === three[1] && three[1] === three[2]) return true;
    if (isRun(three)) return true;
  }
  return false;
}

export const PASSWORD_LENGTH = { min: 8, max: 12 } as const;

export type PasswordItem = 'LENGTH' | 'NUM_AND_WORD' | 'CONTINUOUS' | 'SAME_AS_ACCOUNT' | 'AMPERSAND';

export interface PasswordViolation {
  code: PasswordItem;
  message: string;
}

const ITEM_MESSAGES: Record<PasswordItem, string> = {
  LENGTH: ruleMessages.PASSWORD_LENGTH,
  NUM_AND_WORD: ruleMessages.PASSWORD_NUM_AND_WORD,
  CONTINUOUS: ruleMessages.PASSWORD_CONTINUOUS,
  SAME_AS_ACCOUNT: ruleMessages.PASSWORD_EQUALS_ACCOUNT,
  AMPERSAND: ruleMessages.PASSWORD_AMPERSAND,
};

/**
 * The violated items of the password policy, in a fixed order. The customer-ID and last-three-passwords
 * items need data only the core system has, so the core checks those.
 */
export function checkPassword(
  pw: string,
  { account }: { account?: string | null } = {},
): PasswordViolation[] {
  const codes: PasswordItem[] = [];
  if (pw.length < PASSWORD_LENGTH.min || pw.length > PASSWORD_LENGTH.max) codes.push('LENGTH');
  if (!includesNumAndWord(pw)) codes.push('NUM_AND_WORD');
  if (hasContinuousChars(pw)) codes.push('CONTINUOUS');
  if (account && pw.toUpperCase() === account.trim().toUpperCase()) codes.push('SAME_AS_ACCOUNT');
  if (pw.includes('&')) codes.push('AMPERSAND');
  return codes.map((code) => ({ code, message: ITEM_MESSAGES[code] }));
}
