import type { AddressParts } from './address';
import { formatRocDate, toIsoDate } from './dates';
import { isBlank } from './text';

/** The lookup's cusData as the core sends it (spec 3 §3 ID lookup result). */
export interface IdLookupCusData {
  legcusIdn: string;
  legcusName: string;
  legSex: string;
  /** Western yyyy/MM/dd. */
  legbirthday: string;
  legNationality: string;
  legPhoneC?: string;
  legPhoneH?: string;
  legAmlResult?: string;
  mobile?: string;
  email?: string;
  marryCode?: string;
  hasLastIncome: string;
  salaryLast?: number | null;
  oIncomeLast?: number | null;
  hIncomeLast?: number | null;
  assetsLast?: number | null;
  refAddressR?: (AddressParts & { addrFull: string }) | null;
  refAddress?: (AddressParts & { addrFull: string }) | null;
}

/** The fields a lookup fills and then locks (spec 3 §4: 'where they were filled'). */
export const ID_LOOKUP_LOCKABLE = ['idn', 'name', 'sex', 'birthday', 'nationality'] as const;
export type IdLookupLockable = (typeof ID_LOOKUP_LOCKABLE)[number];

export interface LookupAddress extends AddressParts {
  addrFull: string;
}

/** A lookup's customer, neutral of the party it fills (policyholder, insured or legal representative). */
export interface IdLookupCustomer {
  idn: string;
  name: string;
  sex: string;
  /** YYYY-MM-DD, or '' when the core sent none. */
  birthday: string;
  /** ROC yyy/MM/dd with the year padded to 3 digits. */
  rocBirthday: string;
  birthYy: string;
  birthMm: string;
  birthDd: string;
  nationality: string;
  /** Merged `area-number#ext` as the core keeps them. */
  phoneC: string;
  phoneH: string;
  mobile: string;
  email: string;
  marryCode: string;
  amlResult: string;
  /** The last-period finance (hasLastIncome Y), else null. */
  lastIncome: { salaryLast: number; oIncomeLast: number; hIncomeLast: number; assetsLast: number } | null;
  /** Latest household and residence addresses on file; filling one sets its check flag to N. */
  refAddressR: LookupAddress | null;
  refAddress: LookupAddress | null;
  /** The lockable fields the lookup filled: read-only after it. */
  locked: IdLookupLockable[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const amount = (v: number | null | undefined): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : 0;

function addressOf(a: IdLookupCusData['refAddressR']): LookupAddress | null {
  if (!a || isBlank(a.addrFull)) return null;
  return { ...a, addrFull: a.addrFull.trim() };
}

/** The customer a lookup supplies, with the fields to lock (spec 3 §3, §4). */
export function idLookupCustomer(data: IdLookupCusData): IdLookupCustomer {
  const birthday = toIsoDate(text(data.legbirthday)) ?? '';
  const roc = formatRocDate(birthday) ?? '';
  const [birthYy = '', birthMm = '', birthDd = ''] = roc ? roc.split('/') : [];
  const customer: Omit<IdLookupCustomer, 'locked'> = {
    idn: text(data.legcusIdn).toUpperCase(),
    name: text(data.legcusName),
    sex: text(data.legSex),
    birthday,
    rocBirthday: roc,
    birthYy,
    birthMm,
    birthDd,
    nationality: text(data.legNationality),
    phoneC: text(data.legPhoneC),
    phoneH: text(data.legPhoneH),
    mobile: text(data.mobile),
    email: text(data.email),
    marryCode: text(data.marryCode),
    amlResult: text(data.legAmlResult),
    lastIncome:
      data.hasLastIncome === 'Y'
        ? {
            salaryLast: amount(data.salaryLast),
            oIncomeLast: amount(data.oIncomeLast),
            hIncomeLast: amount(data.hIncomeLast),
            assetsLast: amount(data.assetsLast),
          }
        : null,
    refAddressR: addressOf(data.refAddressR),
    refAddress: addressOf(data.refAddress),
  };
  const locked = ID_LOOKUP_LOCKABLE.filter((f) => !isBlank(customer[f]));
  return { ...customer, locked };
}
