import { ruleMessages } from '../messages/rules';
import type { AddressType } from './address-check';
import { toFullWidthDigits, toHalfWidth } from './text';

export const ADDRESS_LIMITS = { partMax: 10, fullMax: 80 } as const;

/** Default floor of the dialog: 一 (first floor). */
export const DEFAULT_ADDRESS_FLOOR = '一';

/** The detail parts, in the order of the dialog and of the address text. */
export const ADDRESS_DETAIL_FIELDS = [
  'addrLane',
  'addrAlley',
  'addrLon',
  'addrNum',
  'addrNumOf',
  'addrFloor',
  'addrFloorOf',
  'addrRoom',
] as const;

/**
 * The address dialog's parts (the one list), named as in the customer record, where household parts carry a
 * suffix R (`addressRecordNames`).
 */
export const ADDRESS_PARTS = [
  'addrCity',
  'addrArea',
  'addrZipCode',
  'addrRoad',
  ...ADDRESS_DETAIL_FIELDS,
] as const;

export type AddressField = (typeof ADDRESS_PARTS)[number];

export type AddressParts = { [F in AddressField]?: string | null };

/** The customer record's names for one address: household (R) parts carry the suffix R (spec 3 §3). */
export function addressRecordNames(type: AddressType) {
  const suffix = type === 'R' ? 'R' : '';
  return {
    parts: Object.fromEntries(ADDRESS_PARTS.map((p) => [p, `${p}${suffix}`])) as Record<AddressField, string>,
    full: `addrFull${suffix}`,
    flag: type === 'R' ? 'checkAddrRYn' : 'checkAddrYn',
  };
}

/** The parts the user types (city and district come from pick lists, the zip code from the district). */
const TYPED_FIELDS = ['addrRoad', ...ADDRESS_DETAIL_FIELDS] as const satisfies readonly AddressField[];

const part = (parts: AddressParts, field: AddressField): string => (parts[field] ?? '').trim();

const withWord = (value: string, word: string): string => (value.endsWith(word) ? value : value + word);
const withoutWord = (value: string, word: string): string =>
  value.endsWith(word) ? value.slice(0, -word.length) : value;
const withoutOf = (value: string): string => value.replace(/^之/, '');

/** Basement floors (地下…, B1) take no 樓. */
const isBasement = (floor: string): boolean => /^[地BbＢｂ]/.test(floor);

/**
 * The full address text: city, district, road, then 巷/弄/衖, `N之M號`, the floor (樓 appended unless it is
 * a basement floor) with `之M`, and 室; digits full-width. A unit word the user already typed is not doubled.
 * The zip code is not part of the text.
 */
export function formatAddress(parts: AddressParts): string {
  const p = (field: AddressField) => part(parts, field);
  let s = p('addrCity') + p('addrArea') + p('addrRoad');
  if (p('addrLane')) s += withWord(p('addrLane'), '巷');
  if (p('addrAlley')) s += withWord(p('addrAlley'), '弄');
  if (p('addrLon')) s += withWord(p('addrLon'), '衖');
  if (p('addrNum')) {
    const of = p('addrNumOf') ? `之${withoutWord(withoutOf(p('addrNumOf')), '號')}` : '';
    s += `${withoutWord(p('addrNum'), '號')}${of}號`;
  }
  if (p('addrFloor')) {
    const floor = p('addrFloor');
    s += isBasement(floor) ? floor : withWord(floor, '樓');
    if (p('addrFloorOf')) s += `之${withoutOf(p('addrFloorOf'))}`;
  }
  if (p('addrRoom')) s += withWord(p('addrRoom'), '室');
  return toFullWidthDigits(s);
}

export type AddressProblemCode =
  | 'CITY_REQUIRED'
  | 'AREA_REQUIRED'
  | 'ROAD_REQUIRED'
  | 'DETAIL_REQUIRED'
  | 'NUM_INCOMPLETE'
  | 'FLOOR_INCOMPLETE'
  | 'PART_TOO_LONG'
  | 'FULL_TOO_LONG'
  | 'PO_BOX'
  | 'NO_NUMBER';

export interface AddressProblem {
  code: AddressProblemCode;
  /** The part the problem belongs to, when it belongs to one. */
  field?: AddressField;
  message: string;
}

const PO_BOX = /信箱|私書箱|P\.?\s*O\.?\s*BOX/i;

/** Every problem of the dialog's parts, in the spec's order, with the part each belongs to. */
export function addressIssues(parts: AddressParts): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const add = (code: AddressProblemCode, message: string, field?: AddressField) =>
    problems.push(field ? { code, field, message } : { code, message });
  const p = (field: AddressField) => part(parts, field);

  if (!p('addrCity')) add('CITY_REQUIRED', ruleMessages.ADDRESS_CITY_REQUIRED, 'addrCity');
  if (!p('addrArea')) add('AREA_REQUIRED', ruleMessages.ADDRESS_AREA_REQUIRED, 'addrArea');
  if (!p('addrRoad')) add('ROAD_REQUIRED', ruleMessages.ADDRESS_ROAD_REQUIRED, 'addrRoad');
  if (ADDRESS_DETAIL_FIELDS.every((f) => !p(f))) add('DETAIL_REQUIRED', ruleMessages.ADDRESS_DETAIL_REQUIRED);
  if (p('addrNumOf') && !p('addrNum')) add('NUM_INCOMPLETE', ruleMessages.ADDRESS_NUM_INCOMPLETE, 'addrNum');
  if (p('addrFloorOf') && !p('addrFloor')) {
    add('FLOOR_INCOMPLETE', ruleMessages.ADDRESS_FLOOR_INCOMPLETE, 'addrFloor');
  }
  const tooLong = TYPED_FIELDS.find((f) => p(f).length > ADDRESS_LIMITS.partMax);
  if (tooLong) add('PART_TOO_LONG', ruleMessages.ADDRESS_PART_TOO_LONG, tooLong);

  problems.push(...fullAddressIssues(formatAddress(parts)));
  return problems;
}

/** Problems of a finished address text: too long, a post-office box, or no 號. */
export function fullAddressIssues(full: string): AddressProblem[] {
  const problems: AddressProblem[] = [];
  if (full.length > ADDRESS_LIMITS.fullMax) {
    problems.push({ code: 'FULL_TOO_LONG', message: ruleMessages.ADDRESS_FULL_TOO_LONG });
  }
  if (PO_BOX.test(toHalfWidth(full))) problems.push({ code: 'PO_BOX', message: ruleMessages.ADDRESS_PO_BOX });
  if (!full.includes('號')) problems.push({ code: 'NO_NUMBER', message: ruleMessages.ADDRESS_NO_NUMBER });
  return problems;
}

/** The spec's messages for the dialog's parts, in order (empty when the address is acceptable). */
export function addressProblems(parts: AddressParts): string[] {
  return addressIssues(parts).map((p) => p.message);
}
