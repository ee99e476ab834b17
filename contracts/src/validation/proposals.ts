import { mixed, object, string, type InferType } from 'yup';
import { proposalMessages as pm } from '../messages/proposals';
import { ruleMessages as m } from '../messages/rules';
import { compareDates, toYmd } from '../rules/dates';
import { blank, type Ctx } from './common';

/** Reads the clock from context `{ now: Date }` (tests, the mock core's shifted clock), else the real one. */
const nowOf = (ctx: Ctx): Date => {
  const now: unknown = ctx.options.context?.now;
  return now instanceof Date ? now : new Date();
};

/** A calendar date as `YYYY-MM-DD`, `YYYY/MM/DD` or `YYYYMMDD`; empty passes. */
const date = () =>
  string()
    .trim()
    .test({
      name: 'date',
      message: pm.DATE_FORMAT,
      test: (v: string | undefined) => blank(v) || toYmd(v) !== null,
    });

const text = (max: number) => string().trim().max(max);

/** The last-modified range (spec 2 §5): both or neither (the empty one reports it), the end not before the start. */
const lastModified = (other: 'modifyDtStart' | 'modifyDtEnd') =>
  date().test({
    name: 'lastModifiedBoth',
    message: m.LAST_MODIFIED_BOTH,
    test(this: Ctx, value: string | undefined) {
      // Reported once, on the empty one of the pair.
      return !blank(value) || blank(this.parent?.[other]);
    },
  });

/**
 * 要保書查詢 (spec 2 §2.1, §5). Every criterion optional; `polState` is a POL_STATE code or `CODE_TYPE:value` of a
 * sub-state list (the status filter's entries). The order message is reported on the end date.
 */
export const proposalSearchSchema = object({
  transCode: text(40),
  oCusName: text(50),
  iCusName: text(50),
  proName: text(100),
  polState: string()
    .trim()
    .matches(/^([A-Z]|[A-Z_]+:[A-Z0-9])?$/, {
      message: pm.STATUS_FILTER_INVALID,
      excludeEmptyString: true,
    }),
  polInsureType: mixed<'M' | 'R' | ''>().oneOf(['M', 'R', '', undefined]),
  modifyDtStart: lastModified('modifyDtEnd'),
  modifyDtEnd: lastModified('modifyDtStart').test({
    name: 'lastModifiedOrder',
    message: m.LAST_MODIFIED_ORDER,
    test(this: Ctx, value: string | undefined) {
      const order = compareDates(this.parent?.modifyDtStart, value);
      return order === null || order <= 0;
    },
  }),
});
export type ProposalSearchForm = InferType<typeof proposalSearchSchema>;

const twoDigits = (max: number, message: string) =>
  string()
    .trim()
    .required(message)
    .test({ name: 'range', message, test: (v) => /^\d{2}$/.test(v ?? '') && Number(v) <= max });

/** 電訪結果 (spec 2 §2.8, §5): name required (at most 20), date required, hour 00-23, minutes 00-59. */
export const interviewSchema = object({
  name: string()
    .trim()
    .required(m.REQUIRED(pm.INTERVIEWER_LABEL))
    .test({
      name: 'max20',
      message: m.MAX_LENGTH(pm.INTERVIEWER_LABEL, 20),
      test: (v) => [...(v ?? '')].length <= 20,
    }),
  date: date().required(m.REQUIRED(pm.INTERVIEW_DATE_LABEL)),
  hour: twoDigits(23, pm.INTERVIEW_HOUR),
  minutes: twoDigits(59, pm.INTERVIEW_MINUTES),
});
export type InterviewForm = InferType<typeof interviewSchema>;

/** 書面分析寄送日期 (spec 2 §2.8, §5): required, not after today (the core refuses a future date too). */
export const sendDateSchema = object({
  writSendDate: date()
    .required(m.REQUIRED(pm.SEND_DATE_LABEL))
    .test({
      name: 'notFuture',
      message: pm.SEND_DATE_FUTURE,
      test(this: Ctx, value: string | undefined) {
        const order = compareDates(value, nowOf(this));
        return order === null || order <= 0;
      },
    }),
});
export type SendDateForm = InferType<typeof sendDateSchema>;

/** 選擇保險公司及案件類型 (spec 2 §2.2, §5). */
export const chooseCaseTypeSchema = object({
  compCode: string().trim().required(m.CHOOSE_COMPANY),
  polInsureType: mixed<'M' | 'R'>().required(m.CHOOSE_CASE_TYPE).oneOf(['M', 'R'], m.CHOOSE_CASE_TYPE),
});
export type ChooseCaseTypeForm = InferType<typeof chooseCaseTypeSchema>;
