import { customerStepMessages, ruleMessages } from '@agent-portal/contracts/messages';
import {
  insuredSchema,
  legalAgentSchema,
  policyholderSchema,
  type CustomerValidationContext,
} from '@agent-portal/contracts/validation/customer-data';
import { AppError } from '../../../common/app-error';
import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import { validated, validatedSync } from '../../../common/validate';
import type { LegacyContext } from '../../../legacy/legacy-client';
import type { AuthLegacy } from '../../auth';
import type { commonService } from '../../common';
import type { CheckedAddresses } from '../../customer-data';
import {
  normalisedIdn,
  type IdLookupRecords,
  type NameCheckRecord,
  type NameCheckService,
} from '../../customer-data';
import { caseStep } from '../completeness/case-steps';
import type { TemporarySaves } from '../completeness/temporary-saves';
import type { NewCases } from '../new-cases';
import { addressFlags } from './address-flags';
import { caseOf, stepCodeOf, type CaseFacts } from './case-of';
import { fromCusInfo, fromLegalRecord, toCusInfo, toLegalRecord, type Values } from './customer-mapping';
import type { CustomerStepsLegacy } from './customer-steps.legacy';
import type { DraftRevisions } from './draft-revisions';
import { requireLatestFinance } from './latest-finance';
import { requiredRepresentatives } from './legal-requirement';
import { nameCheckFlags, nameCheckGate } from './name-check-gate';
import { pickFields, STEP_FIELDS, STEP_TYPES } from './step-fields';

export type StepName = 'policyholder' | 'insured' | 'legal-agent';
export type StepSave = Schema<'CustomerStepSave'>;
type Common = Pick<ReturnType<typeof commonService>, 'shared'>;

const STEPS: StepName[] = ['policyholder', 'insured', 'legal-agent'];
/** Each step's key among the case's steps (completeness/case-steps.ts). */
const STEP_KEYS_OF = { policyholder: 'n1', insured: 'n2', 'legal-agent': 'n3' } as const;

/** A party step's record, or the representative boxes with which of them show: whitelisted, flags derived. */
type PartyInput = { kind: 'party'; values: Values };
type LegalInput = {
  kind: 'legal';
  values: { showO: 'Y' | 'N'; showI: 'Y' | 'N'; O: Values; I: Values };
  required: { O: boolean; I: boolean };
};
type StepInput = PartyInput | LegalInput;

/** The customer steps n1-n3 (spec 3 §2-§9, issue 10): drafts with a revision, final saves validated, consent, share. */
export function customerStepsService(
  legacy: CustomerStepsLegacy,
  auth: Pick<AuthLegacy, 'userInfo'>,
  common: Common,
  revisions: DraftRevisions,
  starts: Pick<NewCases, 'recorded'>,
  checked: CheckedAddresses,
  nameChecks: Pick<NameCheckService, 'recorded'>,
  lookups: Pick<IdLookupRecords, 'read'>,
  temporary: Pick<TemporarySaves, 'record'>,
  clock: () => Date = () => new Date(),
) {
  /** A system parameter's value ('' when the core has none), from the shared cache. */
  const parameterOf = async (ctx: RequestContext) => {
    const params = await common.shared(ctx, 'parameters');
    return (code: string) => params.find((p) => p.parameterCode === code)?.parameterValue ?? '';
  };

  async function context(ctx: RequestContext): Promise<Schema<'CustomerStepContext'>> {
    const [info, param] = await Promise.all([auth.userInfo(ctx.legacy()), parameterOf(ctx)]);
    const yn = (v: string | undefined): 'Y' | 'N' => (v === 'Y' ? 'Y' : 'N');
    return {
      agentIdno: (info.idno ?? '').toUpperCase(),
      oldAgeEduYn: yn(info.oldAgeEduYn),
      highAgeLimit: Number(param('HIGH_AGE_LIMIT')) || 65,
      remoteNativeYn: yn(param('REMOTE_NATIVE_YN')),
      cusAgreeYn: yn(param('CUS_AGREE_YN')),
      companyEmailDomains: param('COMPANY_EMAIL_DOMAIN')
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
    };
  }

  async function load(ctx: RequestContext, transCode: string): Promise<Schema<'CustomerDrafts'>> {
    const call = ctx.legacy();
    // The revisions before the data (issue 22): a save landing between the two then makes the reader's next save
    // a conflict (safe); read the other way round, the reader would hold the new revision over the old data.
    const revs = await Promise.all(STEPS.map((s) => revisions.current(transCode, s)));
    const [{ cusList, share }, legal] = await Promise.all([
      legacy.customers(call, transCode),
      legacy.legalAgents(call, transCode),
    ]);
    const cus = (t: 'O' | 'I') => cusList.find((c) => c.cusType === t);
    const owner = cus('O');
    const insured = cus('I');
    const leg = (t: 'O' | 'I') => legal.find((l) => l.cusType === t);
    return {
      policyholder: owner
        ? {
            ...fromCusInfo(owner),
            shareYn: share.shareYn ?? '',
            shareAgentCode: share.shareAgentCode ?? '',
            shareAgentName: share.shareAgentName ?? '',
          }
        : null,
      insured: insured ? fromCusInfo(insured) : null,
      legalAgent: {
        O: leg('O') ? fromLegalRecord(leg('O')!) : null,
        I: leg('I') ? fromLegalRecord(leg('I')!) : null,
      },
      revisions: { policyholder: revs[0] ?? 0, insured: revs[1] ?? 0, 'legal-agent': revs[2] ?? 0 },
    };
  }

  /** The co-solicitation agent (spec 3 §5): exists, not the agent, same branch. */
  async function shareAgent(ctx: RequestContext, pirCode: string): Promise<{ userName: string }> {
    const call = ctx.legacy();
    const [agent, me] = await Promise.all([legacy.shareAgent(call, pirCode.trim()), auth.userInfo(call)]);
    const refuse = (message: string) => new AppError(422, 'SHARE_AGENT_REFUSED', message);
    if (!agent.userCode) throw refuse(ruleMessages.SHARE_AGENT_NOT_FOUND);
    if (agent.userCode === me.userCode) throw refuse(ruleMessages.SHARE_AGENT_SAME_PERSON);
    if (agent.branCode !== me.branCode) throw refuse(ruleMessages.SHARE_AGENT_OTHER_BRANCH);
    return { userName: agent.userName ?? '' };
  }

  /** The validation context of a final save, read from the core (the client's copy is not trusted). */
  async function validationContext(
    ctx: RequestContext,
    call: LegacyContext,
    transCode: string,
    kase: CaseFacts,
    values: Values,
  ): Promise<CustomerValidationContext> {
    const base = await context(ctx);
    const vctx: CustomerValidationContext = { ...base, polInsureType: kase.polInsureType };
    if (kase.polInsureType === 'R' && !base.agentIdno) {
      throw new AppError(409, 'VALIDATION_FAILED', customerStepMessages.AGENT_ID_UNKNOWN);
    }
    if (values.relationOwnerCode !== undefined) {
      const owner = kase.cusList.find((c) => c.cusType === 'O');
      vctx.owner = {
        cusIdn: owner?.cusIdn ?? '',
        mobile: owner?.mobile ?? '',
        marryCode: owner?.marryCode ?? '',
      };
      if (values.relationOwnerCode !== '1' && values.cusIdn) {
        const latest = await legacy.finance(call, transCode, values.cusIdn.toUpperCase());
        vctx.latestFinance = latest && latest.salary !== '' ? latest : null;
      }
    }
    return vctx;
  }

  /**
   * The body as the step may have it (issue 20): only the step's fields (step-fields.ts), every flag the BFF's:
   * the address flags, and for n3 which boxes show (the ages and the agent-service check) and whose box is whose.
   */
  async function stepInput(
    ctx: RequestContext,
    call: LegacyContext,
    transCode: string,
    step: StepName,
    body: StepSave,
    kase: CaseFacts,
  ): Promise<StepInput> {
    if (step !== 'legal-agent') {
      const values = pickFields(STEP_FIELDS[step], body.values);
      Object.assign(values, await addressFlags(checked, ctx.session.id, values, kase.cusList));
      return { kind: 'party', values };
    }
    const required = requiredRepresentatives(
      kase.cusList,
      await legacy.agentService(call, transCode),
      clock(),
    );
    const box = (t: 'O' | 'I'): Values => ({
      ...pickFields(STEP_FIELDS.legalBox, body.values[t]),
      cusIdn: kase.cusList.find((c) => c.cusType === t)?.cusIdn ?? '',
    });
    const yn = (b: boolean) => (b ? ('Y' as const) : ('N' as const));
    return {
      kind: 'legal',
      values: { showO: yn(required.O), showI: yn(required.I), O: box('O'), I: box('I') },
      required,
    };
  }

  /** A required representative without an ID: the step's own message (spec 3 §5), before the box's rules. */
  function requireRepresentatives(input: LegalInput): void {
    for (const t of ['O', 'I'] as const)
      if (input.required[t] && !(input.values[t].legcusIdn ?? '').trim())
        throw new AppError(400, 'VALIDATION_FAILED', customerStepMessages.LEGAL_ID_REQUIRED);
  }

  /** The ID lookup the BFF ran and kept for this case and ID, or null (issue 23 item 13). */
  const lookupOf = (transCode: string, idn: string) => lookups.read(transCode, normalisedIdn(idn));

  /**
   * A representative box with the legAmlResult of the ID lookup the BFF ran on this case for the box's ID, when
   * the box says its data came from a lookup (legGetDataYn Y); otherwise none. The body's copy never gets here.
   */
  async function withLookupAml(transCode: string, box: Values): Promise<Values> {
    const idn = box.legcusIdn ?? '';
    if (box.legGetDataYn !== 'Y' || !idn.trim()) return box;
    const amlResult = (await lookupOf(transCode, idn))?.amlResult;
    return amlResult ? { ...box, legAmlResult: amlResult } : box;
  }

  async function write(
    call: LegacyContext,
    transCode: string,
    step: StepName,
    kase: CaseFacts,
    input: StepInput,
    nameCheck: NameCheckRecord | null,
  ): Promise<string | null> {
    if (input.kind === 'legal') {
      const box = async (t: 'O' | 'I') =>
        input.required[t] ? toLegalRecord(await withLookupAml(transCode, input.values[t]), t) : undefined;
      return legacy.saveLegalAgents(call, transCode, await box('O'), await box('I'));
    }
    const cusType = step === 'policyholder' ? 'O' : 'I';
    // cusCheck (the policyholder's) and amlResult come from the BFF's own name-check record, never the body; a
    // customer the name check gave no amlResult keeps the one of the ID lookup the BFF ran on this case, if any.
    const flags = nameCheckFlags(nameCheck);
    const { cusCheck } = flags;
    const amlResult =
      flags.amlResult ||
      (input.values.cusIdn ? ((await lookupOf(transCode, input.values.cusIdn))?.amlResult ?? '') : '');
    const values: Values = { ...input.values, amlResult, ...(cusType === 'O' ? { cusCheck } : {}) };
    const share = {
      transCode,
      polInsureType: kase.polInsureType,
      compCode: kase.compCode,
      stepCode: stepCodeOf(cusType === 'O' ? 'policyholder' : 'insured', kase.polInsureType),
    };
    const pol =
      cusType === 'O'
        ? {
            ...share,
            shareYn: values.shareYn ?? '',
            shareAgentCode: values.shareAgentCode ?? '',
            shareAgentName: values.shareAgentName ?? '',
          }
        : share;
    return legacy.saveCustomer(call, pol, toCusInfo(values, cusType, transCode));
  }

  async function save(
    ctx: RequestContext,
    transCode: string,
    step: StepName,
    body: StepSave,
  ): Promise<Schema<'CustomerStepSaved'>> {
    // Every mode, temporary and auto included: the stored fields are text within their limits (400, nothing written).
    validatedSync(STEP_TYPES[step], body.values);
    const call = ctx.legacy();
    const kase = await caseOf(legacy, starts, ctx, call, transCode);
    const input = await stepInput(ctx, call, transCode, step, body, kase);
    const party = step === 'policyholder' ? 'O' : step === 'insured' ? 'I' : null;
    const values: Values = input.kind === 'party' ? input.values : {};
    let nameCheck: NameCheckRecord | null = null;
    if (body.mode === 'final') {
      const vctx = await validationContext(ctx, call, transCode, kase, values);
      if (input.kind === 'legal') requireRepresentatives(input);
      const schema =
        step === 'policyholder' ? policyholderSchema : step === 'insured' ? insuredSchema : legalAgentSchema;
      // The finance check apart (issue 41): its refusal names the latest earlier values, for the 前次 column.
      await validated(schema, input.values, { ...vctx, latestFinance: null });
      requireLatestFinance(values, vctx.latestFinance);
      if (step === 'policyholder' && values.shareYn === 'Y')
        await shareAgent(ctx, values.shareAgentCode ?? '');
      if (party) {
        nameCheck = await nameCheckGate(nameChecks, {
          transCode,
          party,
          cusIdn: values.cusIdn,
          consented: () => legacy.consent(call, values.cusName ?? '', values.mobile ?? ''),
          cusAgreeYn: (await context(ctx)).cusAgreeYn,
        });
      }
    } else if (party) {
      nameCheck = await nameChecks.recorded(transCode, party, values.cusIdn ?? '');
    }
    const at = clock();
    const advanced = await revisions.advance(transCode, step, body.revision, at);
    if ('conflict' in advanced) {
      throw new AppError(409, 'DRAFT_CONFLICT', customerStepMessages.DRAFT_CONFLICT, undefined, undefined, {
        conflict: advanced.conflict,
      });
    }
    const { revision } = advanced;
    let refusal: string | null;
    try {
      refusal = await write(call, transCode, step, kase, input, nameCheck);
    } catch (err) {
      await revisions.undo(transCode, step, revision);
      throw err;
    }
    if (refusal) {
      await revisions.undo(transCode, step, revision);
      throw new AppError(409, 'VALIDATION_FAILED', refusal);
    }
    await revisions.written(transCode, step, revision);
    // 暫存 marks the step not done, 下一步's save done again (spec 3 §4); an autosave changes neither.
    const code = caseStep(kase.polInsureType, STEP_KEYS_OF[step])?.code;
    if (code && body.mode !== 'auto') await temporary.record(transCode, code, body.mode === 'temporary');
    const saved = { revision, savedAt: at.toISOString() };
    return nameCheck?.status === 'M' ? { ...saved, warning: nameCheck.message } : saved;
  }

  return {
    context,
    load,
    save,
    shareAgent,
    /** Which representative boxes n3 shows: the same rule a save enforces (legal-requirement.ts). */
    async agentService(ctx: RequestContext, transCode: string) {
      const call = ctx.legacy();
      const [entries, { cusList }] = await Promise.all([
        legacy.agentService(call, transCode),
        legacy.customers(call, transCode),
      ]);
      const required = requiredRepresentatives(cusList, entries, clock());
      const of = (t: 'O' | 'I') => entries.find((e) => e.cusType === t);
      return {
        legalO: required.O ? ('Y' as const) : ('N' as const),
        legalI: required.I ? ('Y' as const) : ('N' as const),
        legStatusO: of('O')?.legStatus ?? '',
        legStatusI: of('I')?.legStatus ?? '',
      };
    },
    async consent(ctx: RequestContext, cusName: string, mobile: string) {
      return {
        agreeYn: (await legacy.consent(ctx.legacy(), cusName, mobile)) ? ('Y' as const) : ('N' as const),
      };
    },
    /** spec 3 §8: consent already given → no SMS; sent; failed → 502 with the retry advice. */
    async sendSms(ctx: RequestContext, transCode: string, cusName: string, mobile: string) {
      // CUS_AGREE_YN N: the consent is not asked (the SPA shows no consent card), so no SMS is sent either.
      if ((await parameterOf(ctx))('CUS_AGREE_YN') !== 'Y') {
        throw new AppError(409, 'CONSENT_OFF', customerStepMessages.CONSENT_OFF);
      }
      const call = ctx.legacy();
      if (await legacy.consent(call, cusName, mobile)) return { result: 'ALREADY_AGREED' as const };
      if (!(await legacy.sendSms(call, transCode, cusName, mobile))) {
        throw new AppError(502, 'SMS_FAILED', customerStepMessages.SMS_FAILED);
      }
      return { result: 'SENT' as const };
    },
  };
}

export type CustomerStepsService = ReturnType<typeof customerStepsService>;
