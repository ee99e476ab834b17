import { taipeiParts } from '@agent-portal/contracts/rules';
import { Router, type Request } from 'express';
import { checkAddressText } from '../fixtures/address-check';
import {
  findCustomerRecord,
  LOOKUP_MESSAGES,
  type CustomerRecord,
  type RecordAddress,
} from '../fixtures/customer-records';
import { loggedIn } from '../middleware/session';
import { now } from '../state';

/** The customer-data calls of spec 3 §7: ID lookup, name/AML check, address normalisation. */
export const customerDataRouter = Router();

const bodyOf = (req: Request): Record<string, unknown> =>
  typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The birthday (yyyy/MM/dd, western) that gives the record its age today. */
function birthdayOf(r: CustomerRecord): string {
  return `${taipeiParts(new Date(now())).year - r.age}/${r.birthMd}`;
}

const addressOrNull = (a: RecordAddress | undefined) => (a ? { ...a } : null);

/** The lookup's cusData (spec 3 §3 ID lookup result). */
function cusDataOf(r: CustomerRecord) {
  return {
    legcusIdn: r.idn,
    legcusName: r.name,
    legSex: r.sex,
    legbirthday: birthdayOf(r),
    legNationality: r.nationality,
    legPhoneC: r.phoneC,
    legPhoneH: r.phoneH,
    legAmlResult: r.aml.amlResult,
    mobile: r.mobile,
    email: r.email,
    marryCode: r.marryCode,
    hasLastIncome: r.last ? 'Y' : 'N',
    salaryLast: r.last?.salaryLast ?? null,
    oIncomeLast: r.last?.oIncomeLast ?? null,
    hIncomeLast: r.last?.hIncomeLast ?? null,
    assetsLast: r.last?.assetsLast ?? null,
    refAddressR: addressOrNull(r.refAddressR),
    refAddress: addressOrNull(r.refAddress),
  };
}

customerDataRouter.post(
  '/ins/cus/checkIdnCard',
  loggedIn((req, res) => {
    const r = findCustomerRecord(text(bodyOf(req).idnCard));
    if (!r) return res.json({ status: 'N', message: LOOKUP_MESSAGES.NOT_FOUND, cusData: null });
    if (r.lookup.status === 'E') return res.json({ status: 'E', message: r.lookup.message, cusData: null });
    res.json({ status: r.lookup.status, message: r.lookup.message, cusData: cusDataOf(r) });
  }),
);

/** Fetch ID customer data (spec 3 §7; assumed): the lookup's data without its E/M step, N for an unknown ID. */
customerDataRouter.post(
  '/ins/cus/idnCardData',
  loggedIn((req, res) => {
    const r = findCustomerRecord(text(bodyOf(req).idnCard));
    if (!r) return res.json({ status: 'N', message: LOOKUP_MESSAGES.NOT_FOUND, cusData: null });
    res.json({ status: 'S', message: '', cusData: cusDataOf(r) });
  }),
);

const SEVERITY = { S: 0, M: 1, E: 2 } as const;
const AML_CLEAR: CustomerRecord['aml'] = { status: 'S', message: '', amlResult: 'L', secAmlResult: 'N' };

customerDataRouter.post(
  '/ins/cus/checkCusName',
  loggedIn((req, res) => {
    const ids = (bodyOf(req).idnCardList as string[] | undefined) ?? [];
    const results = ids.map((idn) => findCustomerRecord(idn)?.aml ?? AML_CLEAR);
    // The most severe result of the customers checked together answers for all of them.
    const worst = results.reduce((a, b) => (SEVERITY[b.status] > SEVERITY[a.status] ? b : a), AML_CLEAR);
    res.json({
      status: worst.status,
      message: worst.message,
      amlResult: worst.amlResult,
      secAmlResult: worst.secAmlResult,
    });
  }),
);

customerDataRouter.get(
  '/kgib/rest/getKgibAddress',
  loggedIn((req, res) => {
    res.json(checkAddressText(text(req.query.address)));
  }),
);
