import { joinPhone, rocBirthday, rocParts, splitPhone, westernBirthday } from '@agent-portal/contracts/rules';
import type { LegacyCusInfo, LegacyLegalAgent } from './customer-steps.legacy';

export type Values = Record<string, string>;

const PHONES = ['phoneC', 'phoneH'] as const;
const LEG_PHONES = ['legPhoneC', 'legPhoneH'] as const;
/** Screen-only fields that the record does not keep. */
const SCREEN_ONLY = /^(phoneC|phoneH|legPhoneC|legPhoneH)[123]$/;

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

function strings(record: Record<string, unknown>): Values {
  const out: Values = {};
  for (const [k, v] of Object.entries(record)) if (v !== null && v !== undefined) out[k] = text(v);
  return out;
}

/** The screen's values as the customer record: phones merged `area-number#ext`, birthday `yyy/mm/dd`. */
export function toCusInfo(values: Values, cusType: 'O' | 'I', transCode: string): LegacyCusInfo {
  const cus: LegacyCusInfo = { cusType, transCode };
  for (const [k, v] of Object.entries(values)) if (!SCREEN_ONLY.test(k)) cus[k] = v;
  for (const p of PHONES)
    cus[p] = joinPhone({ area: values[`${p}1`], number: values[`${p}2`], ext: values[`${p}3`] });
  cus.birthday = rocBirthday(values.birthYy, values.birthMm, values.birthDd);
  cus.cusType = cusType;
  return cus;
}

/** The record as the screen's values: phones split into their parts, birth parts padded. */
export function fromCusInfo(cus: LegacyCusInfo): Values {
  const values = strings(cus);
  for (const p of PHONES) {
    const { area, number, ext } = splitPhone(values[p]);
    Object.assign(values, { [`${p}1`]: area, [`${p}2`]: number, [`${p}3`]: ext });
  }
  if (values.birthday) {
    const { yy, mm, dd } = rocParts(values.birthday);
    Object.assign(values, { birthYy: yy, birthMm: mm, birthDd: dd });
  }
  return values;
}

/** One representative box as the legal record: phones merged, legbirthday western, legbirthYy ROC padded to 3. */
export function toLegalRecord(box: Values, cusType: 'O' | 'I'): LegacyLegalAgent {
  const rec: LegacyLegalAgent = { cusType, legStatus: box.legStatus ?? '' };
  for (const [k, v] of Object.entries(box)) if (!SCREEN_ONLY.test(k)) rec[k] = v;
  for (const p of LEG_PHONES)
    rec[p] = joinPhone({ area: box[`${p}1`], number: box[`${p}2`], ext: box[`${p}3`] });
  rec.legbirthday = westernBirthday(box.legbirthYy, box.legbirthMm, box.legbirthDd);
  rec.legbirthYy = rocParts(rec.legbirthday).yy;
  rec.cusType = cusType;
  return rec;
}

export function fromLegalRecord(rec: LegacyLegalAgent): Values {
  const values = strings(rec);
  for (const p of LEG_PHONES) {
    const { area, number, ext } = splitPhone(values[p]);
    Object.assign(values, { [`${p}1`]: area, [`${p}2`]: number, [`${p}3`]: ext });
  }
  if (values.legbirthday) {
    const { yy, mm, dd } = rocParts(values.legbirthday);
    Object.assign(values, { legbirthYy: yy, legbirthMm: mm, legbirthDd: dd });
  }
  return values;
}
