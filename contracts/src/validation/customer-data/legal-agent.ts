import { object, string, type InferType } from 'yup';
import { ruleMessages } from '../../messages/rules';
import { CUSTOMER_LIMITS, LEG_RELATION_OTHER, rocBirthIso } from '../../rules/customer';
import { isTaiwanId } from '../../rules/ids';
import { blank, type Ctx } from '../common';
import { gender, idForNationality, isSameLegal } from '../ids';
import { customerName } from '../names';
import { mobilePhone, phoneGroup, phonePartsShape } from '../phones';
import { ctxValue, isRemote } from './context';

export const LEGAL_LABELS = {
  legcusIdn: '法定代理人身分證字號',
  legcusName: '法定代理人姓名',
  legSex: '法定代理人性別',
  legbirthYy: '法定代理人出生年',
  legbirthMm: '法定代理人出生月',
  legbirthDd: '法定代理人出生日',
  legNationality: '法定代理人國籍',
  legRelOwnerCode: '與法定代理人關係',
  legRelOwnerOther: '與法定代理人關係(其他)',
} as const;

const req = (label: string) => string().trim().required(ruleMessages.REQUIRED(label));

/** One representative box (spec 3 §5 "Legal representative"); `party` names whose representative it is. */
export function legalBoxSchema(party: '要保人' | '被保險人') {
  return object({
    cusIdn: string(),
    legStatus: string(),
    legGetDataYn: string(),
    legcusIdn: idForNationality('legNationality', { label: LEGAL_LABELS.legcusIdn })
      .required(ruleMessages.REQUIRED(LEGAL_LABELS.legcusIdn))
      .test({
        name: 'idLength',
        message: ruleMessages.ID_LENGTH,
        test: (v) => blank(v) || String(v).length >= CUSTOMER_LIMITS.id,
      })
      .test({
        name: 'remoteNative',
        message: ruleMessages.REMOTE_NATIVE_ONLY,
        test(this: Ctx, v) {
          return blank(v) || !isRemote(this) || ctxValue(this, 'remoteNativeYn') !== 'Y' || isTaiwanId(v);
        },
      })
      .test({
        name: 'remoteSelf',
        message: ruleMessages.REMOTE_SELF_INSURED,
        test(this: Ctx, v) {
          const own = ctxValue(this, 'agentIdno');
          return blank(v) || !isRemote(this) || blank(own) || String(v) !== String(own).toUpperCase();
        },
      })
      .test(isSameLegal('cusIdn', party)),
    legcusName: customerName('legNationality').required(ruleMessages.REQUIRED(LEGAL_LABELS.legcusName)),
    legSex: req(LEGAL_LABELS.legSex).test(gender('legcusIdn')),
    legbirthYy: req(LEGAL_LABELS.legbirthYy),
    legbirthMm: req(LEGAL_LABELS.legbirthMm),
    legbirthDd: req(LEGAL_LABELS.legbirthDd).test({
      name: 'birthDate',
      message: '出生日期有誤，請確認!',
      test(this: Ctx, dd: string | undefined) {
        const p = this.parent as Record<string, string | undefined>;
        return (
          blank(dd) ||
          blank(p.legbirthYy) ||
          blank(p.legbirthMm) ||
          rocBirthIso(p.legbirthYy, p.legbirthMm, dd) !== null
        );
      },
    }),
    legNationality: req(LEGAL_LABELS.legNationality),
    legRelOwnerCode: req(LEGAL_LABELS.legRelOwnerCode),
    legRelOwnerOther: string()
      .trim()
      .when('legRelOwnerCode', {
        is: LEG_RELATION_OTHER,
        then: (s) =>
          s
            .required(ruleMessages.REQUIRED(LEGAL_LABELS.legRelOwnerOther))
            .max(
              CUSTOMER_LIMITS.relationOther,
              ruleMessages.MAX_LENGTH(LEGAL_LABELS.legRelOwnerOther, CUSTOMER_LIMITS.relationOther),
            ),
      }),
    ...phonePartsShape('legPhoneC'),
    ...phonePartsShape('legPhoneH'),
    legMobile: mobilePhone().test({
      name: 'remoteMobile',
      message: ruleMessages.MOBILE_REQUIRED_REMOTE,
      test(this: Ctx, v) {
        return !blank(v) || !isRemote(this);
      },
    }),
  }).test(phoneGroup(['legPhoneC2', 'legPhoneH2', 'legMobile'], { path: 'legMobile' }));
}

const shown = (flag: 'showO' | 'showI', party: '要保人' | '被保險人') =>
  object().when(flag, { is: 'Y', then: () => legalBoxSchema(party), otherwise: (s) => s.strip(false) });

/**
 * n3 法定代理人: a box per party whose legalYn is Y (the insured's hidden for relation 1), each validated only
 * when shown (spec 3 §2, §5). Context: CustomerValidationContext.
 */
export const legalAgentSchema = object({
  showO: string(),
  showI: string(),
  O: shown('showO', '要保人'),
  I: shown('showI', '被保險人'),
});

export type LegalAgentForm = InferType<typeof legalAgentSchema>;
export type LegalBoxForm = InferType<ReturnType<typeof legalBoxSchema>>;
