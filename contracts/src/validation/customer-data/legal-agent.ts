import { object, string, type InferType } from 'yup';
import { customerStepMessages } from '../../messages/customer-steps';
import { ruleMessages } from '../../messages/rules';
import { CUSTOMER_LIMITS, LEG_RELATION_OTHER } from '../../rules/customer';
import { gender, isSameLegal } from '../ids';
import { customerName } from '../names';
import { phoneGroup, phonePartsShape } from '../phones';
import { birthDate, personId, personMobile } from './person';

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
    // 請填寫法定代理人身分證字號 (spec 3 §5's next-step message); a wrong one is 法定代理人身分證字號有誤，請確認!
    legcusIdn: personId(
      LEGAL_LABELS.legcusIdn,
      'legNationality',
      customerStepMessages.LEGAL_ID_REQUIRED,
    ).test(isSameLegal('cusIdn', party)),
    legcusName: customerName('legNationality').required(ruleMessages.REQUIRED(LEGAL_LABELS.legcusName)),
    legSex: req(LEGAL_LABELS.legSex).test(gender('legcusIdn')),
    legbirthYy: req(LEGAL_LABELS.legbirthYy),
    legbirthMm: req(LEGAL_LABELS.legbirthMm),
    legbirthDd: req(LEGAL_LABELS.legbirthDd).test(birthDate('legbirthYy', 'legbirthMm')),
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
    legMobile: personMobile(),
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
