import {
  ADDRESS_PARTS,
  addressRecordNames,
  isBlank,
  type AddressCheckFlag,
  type AddressParts,
  type AddressType,
} from '@agent-portal/contracts/rules';

/** One address as the address field holds it: the dialog's parts, the full text and the check flag. */
export interface AddressValue {
  parts: AddressParts;
  /** The full text (formatAddress, or the service's normalised text). */
  full: string;
  /** '' before any check (or after clearing); Y normalised; N from a lookup's reference address; P kept. */
  flag: '' | AddressCheckFlag;
}

export const EMPTY_ADDRESS: AddressValue = { parts: {}, full: '', flag: '' };

/** The record fields (addrCityR…, addrFullR, checkAddrRYn or the residence ones) of an address value. */
export function addressToRecord(type: AddressType, value: AddressValue): Record<string, string> {
  const names = addressRecordNames(type);
  const out: Record<string, string> = {};
  for (const p of ADDRESS_PARTS) out[names.parts[p]] = (value.parts[p] ?? '').trim();
  out[names.full] = value.full;
  out[names.flag] = value.flag;
  return out;
}

/** The address value of a customer record's fields (missing fields read as empty). */
export function addressFromRecord(type: AddressType, record: Record<string, unknown>): AddressValue {
  const names = addressRecordNames(type);
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const parts: AddressParts = {};
  for (const p of ADDRESS_PARTS) {
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
