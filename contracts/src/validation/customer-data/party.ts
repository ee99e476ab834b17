import { object, string, type AnyObject, type ObjectSchema, type StringSchema } from 'yup';
import { ruleMessages } from '../../messages/rules';
import {
  CUSTOMER_LIMITS,
  FINANCE_ROWS,
  agesFromRoc,
  isHighAgeBlocked,
  moneyDiffers,
} from '../../rules/customer';
import { addressRecordNames } from '../../rules/address';
import { address } from '../address';
import { blank, type Ctx } from '../common';
import { megaEmail } from '../email';
import { gender } from '../ids';
import { customerName } from '../names';
import { money } from '../numbers';
import { phoneGroup, phonePartsShape } from '../phones';
import { ctxValue, isRemoteNative } from './context';
import { birthDate, personId, personMobile } from './person';

/** Field labels of the customer steps (the common message is 請輸入{label}). */
export const CUSTOMER_LABELS = {
  cusIdn: '身分證字號',
  cusName: '姓名',
  sex: '性別',
  birthYy: '出生年',
  birthMm: '出生月',
  birthDd: '出生日',
  nationality: '國籍',
  addrFullR: '戶籍地址',
  addrFull: '居住地址',
  marryCode: '婚姻狀況',
  jobCode: '職業',
  email: 'E-mail',
  shareYn: '是否共同招攬',
  shareAgentCode: '壽險登錄字號',
  shareAgentName: '共同招攬業務員姓名',
  relationOwnerCode: '與要保人關係',
  relationOwnerOther: '與要保人關係(其他)',
} as const;

const req = (label: string) => string().trim().required(ruleMessages.REQUIRED(label));

const birthPart = (label: string) => string().trim().required(ruleMessages.REQUIRED(label));

/** The ROC birth date; the day reports a date that does not exist, the year the high-age block (spec 3 §5, §6). */
export const birthShape = {
  birthYy: birthPart(CUSTOMER_LABELS.birthYy).test({
    name: 'highAge',
    test(this: Ctx, yy: string | undefined) {
      const p = this.parent as Record<string, string | undefined>;
      const limit = ctxValue(this, 'highAgeLimit');
      if (typeof limit !== 'number') return true;
      const { insureAge } = agesFromRoc(yy, p.birthMm, p.birthDd);
      return (
        !isHighAgeBlocked(insureAge, limit, ctxValue(this, 'oldAgeEduYn') ?? 'N') ||
        this.createError({ message: ruleMessages.HIGH_AGE_BLOCKED(limit) })
      );
    },
  }),
  birthMm: birthPart(CUSTOMER_LABELS.birthMm),
  birthDd: birthPart(CUSTOMER_LABELS.birthDd).test(birthDate('birthYy', 'birthMm')),
};

/** The three phones (spec 3 §5): parts of each landline, mobile format, mobile required for remote. */
export const phoneShape = {
  ...phonePartsShape('phoneC'),
  ...phonePartsShape('phoneH'),
  mobile: personMobile(),
};

/** E-mail: megaEmail, required when emailYn or agreeEmailYn is Y (請填寫E-mail). */
export const emailShape = {
  email: megaEmail('$companyEmailDomains').test({
    name: 'emailRequired',
    message: ruleMessages.EMAIL_REQUIRED,
    test(this: Ctx, v) {
      const p = this.parent as Record<string, unknown>;
      return !blank(v) || (p.emailYn !== 'Y' && p.agreeEmailYn !== 'Y');
    },
  }),
  emailYn: string(),
  agreeEmailYn: string(),
};

const reason = (label: string, field: string, last: string) =>
  string()
    .trim()
    .max(CUSTOMER_LIMITS.reason, ruleMessages.MAX_LENGTH(`${label}變動原因`, CUSTOMER_LIMITS.reason))
    .test({
      name: 'reasonRequired',
      message: ruleMessages.REQUIRED(`${label}變動原因`),
      test(this: Ctx, v) {
        const p = this.parent as Record<string, string | undefined>;
        return !blank(v) || !moneyDiffers(p[field], p[last]);
      },
    });

/** The financial table in 萬元 (spec 3 §5): five required figures, loan optional, reasons when a value differs. */
export function financeShape(): Record<string, StringSchema<string | undefined>> {
  const shape: Record<string, StringSchema<string | undefined>> = {};
  for (const row of FINANCE_ROWS) {
    if (row.field === 'assets') shape.assets = string();
    else shape[row.field] = row.required ? money().required(ruleMessages.REQUIRED(row.label)) : money();
    if (row.last) shape[row.last] = string();
    if (row.reason && row.last) shape[row.reason] = reason(row.label, row.field, row.last);
  }
  return shape;
}

/** The dialog's parts of both addresses as the record names them (addrCityR…, addrCity…): kept, no rule of their own. */
const addressPartsShape = Object.fromEntries(
  (['R', 'L'] as const).flatMap((type) =>
    Object.values(addressRecordNames(type).parts).map((name) => [name, string()]),
  ),
) as Record<string, StringSchema<string | undefined>>;

/** Address texts and their check flags: both required (the residence one for the policyholder only). */
export const addressShape = (residenceRequired: boolean) => ({
  ...addressPartsShape,
  addrFullR: address().required(ruleMessages.REQUIRED(CUSTOMER_LABELS.addrFullR)),
  checkAddrRYn: string().test({
    name: 'normalisedR',
    message: ruleMessages.ADDRESS_NOT_NORMALISED_R,
    test(this: Ctx, v) {
      return blank((this.parent as Record<string, unknown>).addrFullR) || v === 'Y' || v === 'P';
    },
  }),
  addrFull: residenceRequired
    ? address().required(ruleMessages.REQUIRED(CUSTOMER_LABELS.addrFull))
    : address(),
  checkAddrYn: string().test({
    name: 'normalised',
    message: ruleMessages.ADDRESS_NOT_NORMALISED_L,
    test(this: Ctx, v) {
      return blank((this.parent as Record<string, unknown>).addrFull) || v === 'Y' || v === 'P';
    },
  }),
  sameAddrYn: string(),
});

/** Everything a policyholder and an insured share (spec 3 §5 "Policyholder and insured"). */
export function partyShape(
  residenceRequired: boolean,
  idRequired = ruleMessages.REQUIRED(CUSTOMER_LABELS.cusIdn),
) {
  return {
    getDataYn: string(),
    cusIdn: personId(CUSTOMER_LABELS.cusIdn, 'nationality', idRequired),
    cusName: customerName('nationality').required(ruleMessages.REQUIRED(CUSTOMER_LABELS.cusName)),
    sex: req(CUSTOMER_LABELS.sex).test(gender('cusIdn')),
    ...birthShape,
    insureAge: string(),
    actualAge: string(),
    nationality: req(CUSTOMER_LABELS.nationality).test({
      name: 'remoteNativeTw',
      message: ruleMessages.REMOTE_NATIVE_NATIONALITY,
      test(this: Ctx, v) {
        return blank(v) || !isRemoteNative(this) || v === 'TW';
      },
    }),
    ...addressShape(residenceRequired),
    marryCode: req(CUSTOMER_LABELS.marryCode),
    ...phoneShape,
    ...emailShape,
    jobCode: req(CUSTOMER_LABELS.jobCode),
    ...financeShape(),
  };
}

/** The phone group rule on the object, shown on the mobile field. */
export const withPhoneGroup = <S extends ObjectSchema<AnyObject>>(schema: S): S =>
  schema.test(phoneGroup(['phoneC2', 'phoneH2', 'mobile'], { path: 'mobile' })) as S;

export const customerObject = (shape: Record<string, unknown>) => object(shape as never);
