import { formatRocDate } from '@agent-portal/contracts/rules';
import { customers, minors, type Customer } from '../fixtures/customers';
import type { Proposal } from '../fixtures/proposals';
import type { CustomerDraft, Record_ } from './customer-store';

/** The seeded minor insured of a case (fixtures `minorInsured`), if it has one. */
export const minorOf = (p: Proposal): Customer | undefined => minors.find((m) => m.idn === p.iCusIdn);

const birthOf = (p: Proposal): string => customers.find((c) => c.idn === p.oCusIdn)?.birth ?? '1975-03-12';
const sexOf = (idn: string) => (/^[A-Z]1/.test(idn) ? '1' : '2');
const ADDRESS = '臺北市中正區重慶南路一段１２２號';

/** A policyholder record as a complete n1 leaves it (the core's format: phones joined, ROC birthday). */
function ownerRecord(p: Proposal): Record<string, string> {
  return {
    cusCode: `${p.transCode}O`,
    cusIdn: p.oCusIdn,
    cusName: p.oCusName,
    sex: sexOf(p.oCusIdn),
    birthday: formatRocDate(birthOf(p)) ?? '',
    nationality: 'TW',
    addrFullR: ADDRESS,
    checkAddrRYn: 'Y',
    addrFull: ADDRESS,
    checkAddrYn: 'Y',
    marryCode: '1',
    phoneH: '02-23456789#12',
    mobile: '0911222333',
    email: `${p.oCusIdn.toLowerCase()}@mail.example.com.tw`,
    jobCode: '001',
    salary: '120',
    oIncome: '0',
    hIncome: '200',
    pp: '300',
    rp: '1500',
    cusCheck: 'Y',
    agreeYn: 'Y',
    amlResult: 'L',
  };
}

/** The policyholder as the minor insured's representative (n3's I box as the BFF saves it: western legbirthday). */
function representativeRecord(p: Proposal): Record_ {
  const birth = birthOf(p).replace(/-/g, '/');
  const [yy = '', mm = '', dd = ''] = (formatRocDate(birthOf(p)) ?? '').split('/');
  return {
    cusType: 'I',
    legStatus: 'S',
    legGetDataYn: 'N',
    legcusIdn: p.oCusIdn,
    legcusName: p.oCusName,
    legSex: sexOf(p.oCusIdn),
    legbirthday: birth,
    legbirthYy: yy.padStart(3, '0'),
    legbirthMm: mm,
    legbirthDd: dd,
    legNationality: 'TW',
    legRelOwnerCode: '1',
    legPhoneC: '',
    legPhoneH: '02-23456789#12',
    legMobile: '0911222333',
  };
}

/** What a seeded case's core knows of its customers: names and IDs; a minor insured's birthday and representative. */
export function seededParties(p: Proposal): Pick<CustomerDraft, 'O' | 'I' | 'legal'> {
  const minor = minorOf(p);
  return {
    O: p.oCusIdn
      ? { cusType: 'O', cusCode: `${p.transCode}O`, cusIdn: p.oCusIdn, cusName: p.oCusName }
      : undefined,
    I: p.iCusIdn
      ? {
          cusType: 'I',
          cusCode: `${p.transCode}I`,
          cusIdn: p.iCusIdn,
          cusName: p.iCusName,
          ...(minor ? { birthday: formatRocDate(minor.birth) ?? '', relationOwnerCode: '3' } : {}),
        }
      : undefined,
    legal: minor ? { I: representativeRecord(p) } : {},
  };
}

/**
 * Both customers as complete n1-n3 leave them: the insured is the policyholder (本人), or the seeded minor child
 * (子女) with the policyholder as representative.
 */
export function completeParties(p: Proposal): Pick<CustomerDraft, 'O' | 'I' | 'legal'> {
  const owner = ownerRecord(p);
  const minor = minorOf(p);
  if (!minor) {
    return {
      O: { cusType: 'O', ...owner },
      I: { ...owner, cusType: 'I', cusCode: `${p.transCode}I`, relationOwnerCode: '1' },
      legal: {},
    };
  }
  const child: Record<string, string> = {
    ...owner,
    cusType: 'I',
    cusCode: `${p.transCode}I`,
    cusIdn: minor.idn,
    cusName: minor.name,
    sex: sexOf(minor.idn),
    birthday: formatRocDate(minor.birth) ?? '',
    relationOwnerCode: '3',
    marryCode: '2',
    // A child has no mobile of its own here (n2 refuses the policyholder's): the home phone is the contact.
    mobile: '',
    email: `${minor.idn.toLowerCase()}@mail.example.com.tw`,
    jobCode: '001',
    salary: '0',
    oIncome: '0',
    hIncome: '200',
    pp: '0',
    rp: '0',
  };
  return { O: { cusType: 'O', ...owner }, I: child, legal: { I: representativeRecord(p) } };
}
