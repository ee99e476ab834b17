/**
 * What an ID lookup fills on a step's form (spec 3 §3, §4), as `field → value` to set:
 * - `customerLookupValues(customer)`: the policyholder / insured record (cusIdn, cusName, sex, birthYy/Mm/Dd,
 *   nationality, phone parts phoneC1-3 / phoneH1-3 and the merged phoneC / phoneH, mobile, email, marryCode,
 *   getDataYn Y, the last-period finance when hasLastIncome, the reference addresses with flag N).
 * - `legalLookupValues(customer)`: a legal representative box (legcusIdn, legcusName, legSex, legbirthYy (3-digit
 *   ROC) / Mm / Dd, legNationality, legPhoneC1-3 / legPhoneH1-3 and merged, legMobile, legGetDataYn Y).
 * - `lockedAfterLookup(getDataYn, values, names)`: the identity fields read-only after a lookup (those filled).
 * Empty values are left out, so a lookup never wipes what the agent typed.
 */
import { isBlank, padRocYear, splitPhone } from '@agent-portal/contracts/rules';
import { addressFromLookup, addressToRecord } from '../address/address-record';
import type { IdLookupCustomer } from './id-lookup-api';

const phoneParts = (prefix: string, merged: string): Record<string, string> => {
  if (!merged) return {};
  const { area, number, ext } = splitPhone(merged);
  return { [prefix]: merged, [`${prefix}1`]: area, [`${prefix}2`]: number, [`${prefix}3`]: ext };
};

const filled = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => !isBlank(v)));

export function customerLookupValues(c: IdLookupCustomer): Record<string, string> {
  const addresses = {
    ...(c.refAddressR ? addressToRecord('R', addressFromLookup(c.refAddressR)) : {}),
    ...(c.refAddress ? addressToRecord('L', addressFromLookup(c.refAddress)) : {}),
  };
  const last = c.lastIncome
    ? Object.fromEntries(Object.entries(c.lastIncome).map(([k, v]) => [k, String(v)]))
    : {};
  return {
    ...filled({
      cusIdn: c.idn,
      cusName: c.name,
      sex: c.sex,
      birthYy: c.birthYy,
      birthMm: c.birthMm,
      birthDd: c.birthDd,
      nationality: c.nationality,
      mobile: c.mobile,
      email: c.email,
      marryCode: c.marryCode,
      ...phoneParts('phoneC', c.phoneC),
      ...phoneParts('phoneH', c.phoneH),
      ...last,
    }),
    ...addresses,
    getDataYn: 'Y',
  };
}

export function legalLookupValues(c: IdLookupCustomer): Record<string, string> {
  return {
    ...filled({
      legcusIdn: c.idn,
      legcusName: c.name,
      legSex: c.sex,
      legbirthYy: padRocYear(c.birthYy),
      legbirthMm: c.birthMm,
      legbirthDd: c.birthDd,
      legNationality: c.nationality,
      legMobile: c.mobile,
      ...phoneParts('legPhoneC', c.phoneC),
      ...phoneParts('legPhoneH', c.phoneH),
    }),
    legGetDataYn: 'Y',
  };
}

/** The fields among `names` to show read-only: after a lookup (getDataYn Y), those that hold a value. */
export function lockedAfterLookup(
  getDataYn: unknown,
  values: Record<string, unknown>,
  names: readonly string[],
): Set<string> {
  if (getDataYn !== 'Y') return new Set();
  return new Set(names.filter((n) => !isBlank(values[n])));
}
