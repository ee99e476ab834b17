import type { AddressParts } from './address';
import type { AddressCheckFlag, AddressType } from './address-check';
import { isBlank } from './text';

/** One address as the address field holds it: the dialog's parts, the full text and the check flag. */
export interface AddressValue {
  parts: AddressParts;
  /** The full text (formatAddress, or the service's normalised text). */
  full: string;
  /** '' before any check (or after clearing); Y normalised; N from a lookup's reference address; P kept. */
  flag: '' | AddressCheckFlag;
}

export const EMPTY_ADDRESS: AddressValue = { parts: {}, full: '', flag: '' };

const PART_NAMES = [
  'addrCity',
  'addrArea',
  'addrZipCode',
  'addrRoad',
  'addrLane',
  'addrAlley',
  'addrLon',
  'addrNum',
  'addrNumOf',
  'addrFloor',
  'addrFloorOf',
  'addrRoom',
] as const satisfies readonly (keyof AddressParts)[];

/** The customer record's names for one address: household parts carry the suffix R (spec 3 §3). */
export function addressRecordNames(type: AddressType) {
  const suffix = type === 'R' ? 'R' : '';
  return {
    parts: Object.fromEntries(PART_NAMES.map((p) => [p, `${p}${suffix}`])) as Record<
      keyof AddressParts,
      string
    >,
    full: `addrFull${suffix}`,
    flag: type === 'R' ? 'checkAddrRYn' : 'checkAddrYn',
  };
}

/** The record fields (addrCityR…, addrFullR, checkAddrRYn or the residence ones) of an address value. */
export function addressToRecord(type: AddressType, value: AddressValue): Record<string, string> {
  const names = addressRecordNames(type);
  const out: Record<string, string> = {};
  for (const p of PART_NAMES) out[names.parts[p]] = (value.parts[p] ?? '').trim();
  out[names.full] = value.full;
  out[names.flag] = value.flag;
  return out;
}

/** The address value of a customer record's fields (missing fields read as empty). */
export function addressFromRecord(type: AddressType, record: Record<string, unknown>): AddressValue {
  const names = addressRecordNames(type);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const parts: AddressParts = {};
  for (const p of PART_NAMES) {
    const v = text(record[names.parts[p]]);
    if (v) parts[p] = v;
  }
  const flag = text(record[names.flag]);
  return {
    parts,
    full: text(record[names.full]),
    flag: flag === 'Y' || flag === 'N' || flag === 'P' ? flag : '',
  };
}

/** A lookup's reference address: filled with flag N (spec 3 §4). Null stays empty. */
export function addressFromLookup(
  ref: (AddressParts & { addrFull: string }) | null | undefined,
): AddressValue {
  if (!ref || isBlank(ref.addrFull)) return EMPTY_ADDRESS;
  const { addrFull, ...parts } = ref;
  return { parts, full: addrFull, flag: 'N' };
}

/** Whether an address was entered at all. */
export function hasAddress(value: AddressValue | null | undefined): boolean {
  return Boolean(value && !isBlank(value.full));
}
