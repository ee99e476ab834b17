import { formatRocDate, isBlank, toIsoDate } from '@agent-portal/contracts/rules';
import type { Schema } from '../../http/bff-types';
import type { LegacyIdLookupResult } from './customer-data.legacy';

/** The lookup's cusData as the core sends it (legacy.yaml IdLookupResult, spec 3 §3 ID lookup result). */
export type LegacyLookupCusData = NonNullable<LegacyIdLookupResult['cusData']>;
export type IdLookupCustomer = NonNullable<Schema<'IdLookupCustomer'>>;
type LookupAddress = NonNullable<Schema<'LookupAddress'>>;

/** The fields a lookup fills and then locks (spec 3 §4: 'where they were filled'). */
const LOCKABLE = ['idn', 'name', 'sex', 'birthday', 'nationality'] as const;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const amount = (v: number | null | undefined): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : 0;

function addressOf(a: LegacyLookupCusData['refAddressR']): LookupAddress | null {
  if (!a || isBlank(a.addrFull)) return null;
  return { ...a, addrFull: a.addrFull.trim() };
}

/**
 * The customer a lookup supplies, neutral of the party it fills (policyholder, insured or legal representative),
 * with the fields to lock (spec 3 §3, §4).
 */
export function idLookupCustomer(data: LegacyLookupCusData): IdLookupCustomer {
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
  const locked = LOCKABLE.filter((f) => !isBlank(customer[f]));
  return { ...customer, locked };
}
