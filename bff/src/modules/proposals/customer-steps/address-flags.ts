import type { CheckedAddresses } from '../../customer-data';
import type { Values } from './customer-mapping';
import type { LegacyCusInfo } from './customer-steps.legacy';

const ADDRESSES = [
  { full: 'addrFullR', flag: 'checkAddrRYn' },
  { full: 'addrFull', flag: 'checkAddrYn' },
] as const;

const earned = (v: unknown): 'Y' | 'P' | '' => (v === 'Y' || v === 'P' ? v : '');

/**
 * The address-check flags of a customer record (spec 3 §4), derived by the BFF (issue 20): Y or P only for the exact
 * text this session's address check answered so (checked-addresses.ts), or that the core already holds for this
 * case with Y or P (a flag the BFF itself wrote: a draft reopened in a later session); N for any other address; ''
 * without one. The body's flags are never read.
 */
export async function addressFlags(
  checked: CheckedAddresses,
  sessionId: string,
  values: Values,
  stored: LegacyCusInfo[],
): Promise<Values> {
  const texts = ADDRESSES.map((a) => (values[a.full] ?? '').trim());
  const seen = await checked.flags(sessionId, texts);
  const kept = (text: string) => {
    for (const cus of stored)
      for (const a of ADDRESSES) {
        const flag = earned(cus[a.flag]);
        if (flag && (cus[a.full] ?? '').trim() === text) return flag;
      }
    return '';
  };
  const out: Values = {};
  ADDRESSES.forEach((a, i) => {
    const text = texts[i] ?? '';
    out[a.flag] = text ? seen[i] || kept(text) || 'N' : '';
  });
  return out;
}
