import { array, boolean, object, string, type InferType } from 'yup';
import { ruleMessages as m } from '../messages/rules';
import { writtenAnalysisMessages as wm } from '../messages/written-analysis';
import { hasOther, isCallTime, needsAcceptance, needsCallCheck } from '../rules/written-analysis';
import { type Ctx } from './common';
import { mustBeY, purRule } from './conditional';
import { isDecimalPoint } from './numbers';

/** The field labels of n7 (the required message is 請輸入{label}). */
export const writtenAnalysisLabels = {
  purCode: '投保目的',
  purOther: '投保目的其他說明',
  insTypeCode: '投保險種',
  insTypeOther: '投保險種其他說明',
  compCode: '保險公司',
  faceAmt: '保額',
  insOtherYn: '是否已投保其他保險',
  insAcceptYn: '是否了解並接受外幣或投資型商品之風險',
  oldAgeYn: '高齡客戶是否了解商品特性',
  curCode: '幣別',
  mode: '繳別',
  modePrem: '保費',
  retireYear: '距離退休年數',
  feeSourceCode: '保費來源',
  feeSourceOther: '保費來源其他說明',
  elecCallTime: '方便電訪時間',
  insFinlevYn: '是否已說明財務槓桿之風險及最大損失',
  proNameChk: '建議投保商品',
  proNameOther: '建議投保商品其他說明',
  faceAmtChk: '建議保額',
  faceAmtOther: '建議保額其他說明',
  coverageChk: '建議保障內容',
  coverageOther: '建議保障內容其他說明',
  modePremChk: '建議保費',
  modePremOther: '建議保費其他說明',
  insReasonCode: '建議投保理由',
  insReasonOther: '建議投保理由其他說明',
} as const;

type Label = keyof typeof writtenAnalysisLabels;
const required = (name: Label) => m.REQUIRED(writtenAnalysisLabels[name]);

/**
 * What the conditional rules depend on besides the form: the case's facts from the core. The browser keeps them
 * in the form's `meta`; the BFF passes its own as context `meta` (never the browser's).
 */
export interface WrittenAnalysisMeta {
  /** The policyholder's or insured's age is at least HIGH_AGE_LIMIT. */
  highAge: boolean;
  /** FEE_SOURCE_CODE's codes. */
  callSources: string[];
  /** 'yes': a cancellation or policy loan in the last 3 months. */
  plResult: string;
}

function metaOf(ctx: Ctx): WrittenAnalysisMeta {
  const meta = (ctx.options.context?.meta ?? ctx.from?.[ctx.from.length - 1]?.value?.meta) as
    WrittenAnalysisMeta | undefined;
  return meta ?? { highAge: false, callSources: [], plResult: '' };
}

const choice = (name: Label) => string().trim().required(required(name));
const codes = (name: Label) =>
  array(string().required()).default([]).min(1, required(name)).required(required(name));

/** An OTHER free text: required when its list holds OTHER. */
const otherText = (name: Label, list: Label, max: number) =>
  string()
    .trim()
    .max(max, m.MAX_LENGTH(writtenAnalysisLabels[name], max))
    .test({
      name: 'otherRequired',
      message: required(name),
      test(this: Ctx, value: string | undefined) {
        return !hasOther(this.parent?.[list] as string | string[] | undefined) || !!value;
      },
    });

/** A field that applies only in some cases: required then, ignored otherwise. */
const when = (name: Label, applies: (ctx: Ctx) => boolean) =>
  string()
    .trim()
    .test({
      name: 'requiredWhen',
      message: required(name),
      test(this: Ctx, value: string | undefined) {
        return !applies(this) || !!value;
      },
    });

const callCheck = (ctx: Ctx) =>
  needsCallCheck(
    ctx.parent?.feeSourceCode as string[] | undefined,
    metaOf(ctx).callSources,
    metaOf(ctx).plResult,
  );

/** 書面分析 (spec 3 §5 written analysis): three boxes, their required fields and conditional rules. */
export const writtenAnalysisSchema = object({
  // Box 1: insurance needs and risk profile
  purCode: codes('purCode').test(purRule()),
  purOther: otherText('purOther', 'purCode', 20),
  insTypeCode: choice('insTypeCode'),
  insTypeOther: otherText('insTypeOther', 'insTypeCode', 20),
  compCode: choice('compCode'),
  faceAmt: isDecimalPoint(14, 4)
    .max(19, m.MAX_DIGITS(writtenAnalysisLabels.faceAmt, 19))
    .required(required('faceAmt')),
  insOtherYn: choice('insOtherYn'),
  insAcceptYn: when('insAcceptYn', (ctx) =>
    needsAcceptance(ctx.parent?.insTypeCode as string, ctx.parent?.curCode as string),
  ),
  oldAgeYn: when('oldAgeYn', (ctx) => metaOf(ctx).highAge),
  // Box 2: premium outlay
  curCode: choice('curCode'),
  mode: choice('mode'),
  modePrem: isDecimalPoint(14, 4)
    .max(20, m.MAX_DIGITS(writtenAnalysisLabels.modePrem, 20))
    .required(required('modePrem')),
  retireYear: choice('retireYear'),
  feeSourceCode: codes('feeSourceCode'),
  feeSourceOther: otherText('feeSourceOther', 'feeSourceCode', 20),
  elecCallTime: when('elecCallTime', callCheck)
    .max(20, m.MAX_LENGTH(writtenAnalysisLabels.elecCallTime, 20))
    .test({
      name: 'callHours',
      message: wm.CALL_TIME_RANGE,
      test(this: Ctx, value: string | undefined) {
        return !value || !callCheck(this) || isCallTime(value);
      },
    }),
  insFinlevYn: string()
    .trim()
    .test({
      name: 'finLeverage',
      message: mustBeY().message,
      test(this: Ctx, value: string | undefined) {
        return !callCheck(this) || mustBeY().test(value);
      },
    }),
  // Box 3: agent recommendations
  proNameChk: choice('proNameChk'),
  proNameOther: otherText('proNameOther', 'proNameChk', 30),
  faceAmtChk: choice('faceAmtChk'),
  faceAmtOther: otherText('faceAmtOther', 'faceAmtChk', 30),
  coverageChk: choice('coverageChk'),
  coverageOther: otherText('coverageOther', 'coverageChk', 30),
  modePremChk: choice('modePremChk'),
  modePremOther: otherText('modePremOther', 'modePremChk', 30),
  insReasonCode: choice('insReasonCode'),
  insReasonOther: otherText('insReasonOther', 'insReasonCode', 30),
  meta: object({
    highAge: boolean().default(false),
    callSources: array(string().required()).default([]),
    plResult: string().default(''),
  }).optional(),
});

export type WrittenAnalysisInput = InferType<typeof writtenAnalysisSchema>;

/** A draft (暫存, status T) keeps what was typed: only lengths are checked. */
export const writtenAnalysisDraftSchema = object({
  purOther: string().trim().max(20),
  insTypeOther: string().trim().max(20),
  faceAmt: string().trim().max(19),
  modePrem: string().trim().max(20),
  feeSourceOther: string().trim().max(20),
  elecCallTime: string().trim().max(20),
  proNameOther: string().trim().max(30),
  faceAmtOther: string().trim().max(30),
  coverageOther: string().trim().max(30),
  modePremOther: string().trim().max(30),
  insReasonOther: string().trim().max(30),
});
