import { amlMessages as am } from '@agent-portal/contracts/messages';
import {
  amlWriteMode,
  eddRoute,
  isManagerRole,
  riskAnswersOf,
  sameAnswers,
  type AmlWriteMode,
  type EddRouteName,
  type RowActionFacts,
} from '@agent-portal/contracts/rules';
import { eddFormSchema, riskFormSchema } from '@agent-portal/contracts/validation';
import { AppError } from '../../../common/app-error';
import type { Schema } from '../../../http/bff-types';
import type { RequestContext } from '../../../infra/request-context';
import { validated } from '../../../common/validate';
import { proposalMessages } from '@agent-portal/contracts/messages';
import {
  EDD_ANSWERS,
  RISK_ANSWERS,
  eddAnnexOf,
  eddFormOf,
  riskAnnexOf,
  riskFormOf,
  type NameCheckFlags,
} from './aml-annex';
import type { AmlLegacy, LegacyProposalReady } from './aml.legacy';
import { scoreOutcome } from './risk-score';

/** What the AML service needs from elsewhere: the shared system parameters and the case's state. */
export interface AmlDeps {
  parameters(ctx: RequestContext): Promise<{ parameterCode: string; parameterValue: string }[]>;
  /** The agent's case as the core lists it now (its state and sub-states); 404 for a case not the agent's. */
  caseFacts(ctx: RequestContext, transCode: string): Promise<RowActionFacts>;
  /**
   * nameCheckYn (system-set): the customer-data issue's name/AML check of the policyholder, Y on a list hit; and its
   * NAME_CHECK_CODE (1 無相符, 2 疑似相符(已排除), 3 相符).
   */
  nameCheck(ctx: RequestContext, ready: LegacyProposalReady, transCode: string): Promise<NameCheckFlags>;
}

const refused = (message: string) => new AppError(409, 'AML_REFUSED', message);
const stateRefused = () => new AppError(409, 'PROPOSAL_STATE_REFUSED', proposalMessages.STATE_REFUSED);

/** The AML step (spec 2 §2.7, §4.4, §5, §6, §8): load, save risk (then score), save EDD, finish. */
export function amlService(legacy: AmlLegacy, deps: AmlDeps) {
  async function ready(ctx: RequestContext, transCode: string): Promise<LegacyProposalReady> {
    const data = await legacy.ready(ctx.legacy(), transCode);
    if ('refusal' in data) {
      throw new AppError(404, 'PROPOSAL_NOT_FOUND', data.refusal || proposalMessages.NOT_FOUND);
    }
    return data;
  }

  /** RISK_SCORE_LIMIT and whether the agent's role is the manager role (both system parameters). */
  async function limits(ctx: RequestContext): Promise<{ limit: number; isManager: boolean }> {
    const params = await deps.parameters(ctx);
    const value = (code: string) => params.find((p) => p.parameterCode === code)?.parameterValue;
    const limit = Number(value('RISK_SCORE_LIMIT'));
    if (!Number.isFinite(limit)) throw new AppError(500, 'SERVER_BUSY');
    return { limit, isManager: isManagerRole(ctx.session.get('auth')?.roleCode, value('MANAGER_ROLE_CODE')) };
  }

  /**
   * The mode the case's state lets the AML forms be written in (spec 2 §4.2, §4.4: N or S in the wizard, U with
   * amlPassState P for the resubmission); any other state is refused before a core write.
   */
  async function writeMode(ctx: RequestContext, transCode: string): Promise<AmlWriteMode> {
    const mode = amlWriteMode(await deps.caseFacts(ctx, transCode));
    if (!mode) throw stateRefused();
    return mode;
  }

  const routeOf = (score: number | null | undefined, limit: number, isManager: boolean): EddRouteName =>
    typeof score === 'number' ? eddRoute(score, limit, isManager) : 'none';

  return {
    async load(ctx: RequestContext, transCode: string): Promise<Schema<'AmlData'>> {
      const call = ctx.legacy();
      const data = await ready(ctx, transCode);
      const [risk, edd, { limit, isManager }, { nameCheckYn }] = await Promise.all([
        legacy.risk(call, transCode),
        legacy.edd(call, transCode),
        limits(ctx),
        deps.nameCheck(ctx, data, transCode),
      ]);
      const score = data.insPol.lifRiskScore ?? null;
      return {
        transCode,
        compCode: data.compCode,
        polInsureType: data.polInsureType,
        cusName: data.cusName,
        proName: data.insPol.proName,
        modePrem: data.insPoliciesData.dis_general_prmm ?? 0,
        insurePieces3m: data.pnop,
        lifRiskScore: score,
        riskScoreLimit: limit,
        isManager,
        edd: routeOf(score, limit, isManager),
        riskDone: data.tab1Done === 'Y',
        eddDone: data.tab2Done === 'Y',
        finished: data.finishYn === 'Y',
        annexes: [1, 2, 3].map((tab) => ({
          tab,
          annexCode: String(data[`tab${tab}AnnexCode` as 'tab1AnnexCode'] ?? ''),
          annexVersion: String(data[`tab${tab}AnnexVersion` as 'tab1AnnexVersion'] ?? ''),
        })),
        risk: { ...riskFormOf(risk, data), nameCheckYn },
        eddAnswers: eddFormOf(edd),
        srv12List: data.srv12List,
        srv14List: data.srv14List,
      };
    },

    async saveRisk(
      ctx: RequestContext,
      transCode: string,
      input: { temporary: boolean; values: Schema<'RiskAnswers'> },
    ): Promise<Schema<'RiskSaveResult'>> {
      await writeMode(ctx, transCode);
      const call = ctx.legacy();
      const data = await ready(ctx, transCode);
      const answers = riskAnswersOf(input.values);
      if (!input.temporary) {
        // The occupation the schema requires is the policyholder's stored one, never an answer of the form.
        if (!data.cusJobCode?.trim()) throw refused(am.OCCUPATION_MISSING);
        await validated(riskFormSchema, { ...answers, cusJobCode: data.cusJobCode });
      }
      const [stored, nameCheck] = await Promise.all([
        legacy.risk(call, transCode),
        deps.nameCheck(ctx, data, transCode),
      ]);
      const annex = riskAnnexOf(transCode, input.temporary ? 'T' : 'S', answers, data, nameCheck);
      if (input.temporary) {
        if (stored.status && sameAnswers(annex, stored, RISK_ANSWERS)) {
          return { result: 'unchanged', message: am.UNCHANGED };
        }
        const refusal = await legacy.saveRisk(call, annex);
        if (refusal) throw refused(refusal);
        return { result: 'saved', message: am.TEMP_SAVED, riskJobYn: annex.riskJobYn };
      }
      const refusal = await legacy.saveRisk(call, annex);
      if (refusal) throw refused(refusal);
      const score = scoreOutcome(await legacy.score(call, transCode));
      const { limit, isManager } = await limits(ctx);
      const edd = eddRoute(score, limit, isManager);
      if (edd === 'none' && (await legacy.edd(call, transCode)).status) {
        const failed = await legacy.deleteEdd(call, transCode);
        if (failed) throw refused(failed);
      }
      return {
        result: 'saved',
        message: am.SAVED,
        lifRiskScore: score,
        riskScoreLimit: limit,
        edd,
        riskJobYn: annex.riskJobYn,
      };
    },

    async saveEdd(
      ctx: RequestContext,
      transCode: string,
      input: { temporary: boolean; values: Schema<'EddForm'> },
    ): Promise<Schema<'AmlSaveResult'>> {
      const values = input.temporary ? input.values : await validated(eddFormSchema, input.values);
      await writeMode(ctx, transCode);
      const call = ctx.legacy();
      const data = await ready(ctx, transCode);
      const { limit, isManager } = await limits(ctx);
      if (routeOf(data.insPol.lifRiskScore, limit, isManager) !== 'edd') throw refused(am.EDD_NOT_NEEDED);
      const stored = await legacy.edd(call, transCode);
      const verifyName = ctx.session.get('auth')?.userName ?? '';
      const annex = eddAnnexOf(transCode, input.temporary ? 'T' : 'S', values, data, verifyName);
      if (input.temporary && stored.status && sameAnswers(annex, stored, EDD_ANSWERS)) {
        return { result: 'unchanged', message: am.UNCHANGED };
      }
      const refusal = await legacy.saveEdd(call, annex);
      if (refusal) throw refused(refusal);
      return { result: 'saved', message: input.temporary ? am.TEMP_SAVED : am.SAVED };
    },

    async finish(
      ctx: RequestContext,
      transCode: string,
      moneyLaundMode: boolean,
    ): Promise<Schema<'AmlFinishResult'>> {
      // The mode follows the state: the resubmission only in U with amlPassState P, the wizard's only in N or S.
      if ((await writeMode(ctx, transCode)) !== (moneyLaundMode ? 'moneyLaundering' : 'wizard')) {
        throw stateRefused();
      }
      const call = ctx.legacy();
      const data = await ready(ctx, transCode);
      const [risk, edd, { limit, isManager }] = await Promise.all([
        legacy.risk(call, transCode),
        legacy.edd(call, transCode),
        limits(ctx),
      ]);
      const route = routeOf(data.insPol.lifRiskScore, limit, isManager);
      const riskOk = risk.status === 'S' && (await passes(riskFormSchema, riskFormOf(risk, data)));
      const eddOk = route !== 'edd' || (edd.status === 'S' && (await passes(eddFormSchema, eddFormOf(edd))));
      const scored = typeof data.insPol.lifRiskScore === 'number';
      if (moneyLaundMode && !(riskOk && eddOk && scored)) {
        throw new AppError(409, 'AML_CHECK_FIRST', am.CHECK_FIRST);
      }
      if (!riskOk || !scored) throw refused(am.RISK_INCOMPLETE);
      if (!eddOk) throw refused(am.HIGH_RISK);
      // The score rated the occupation the annex was saved with: it must still be the policyholder's.
      if ((risk.cusJobCode ?? '') !== data.cusJobCode) throw refused(am.RISK_STALE);
      const result = await legacy.finish(
        call,
        transCode,
        route === 'edd' ? 'Y' : 'N',
        moneyLaundMode ? 'Y' : 'N',
      );
      if (result.error) throw refused(result.error);
      return {
        message: am.FINISHED,
        alerts: [result.msg, result.emailErr1, result.emailErr2, result.emailErr3, result.msgCal].filter(
          (a): a is string => !!a,
        ),
        noEmail: result.noEmail === 'Y',
      };
    },
  };
}

async function passes(
  schema: typeof riskFormSchema | typeof eddFormSchema,
  value: unknown,
): Promise<boolean> {
  return schema.isValid(value);
}

export type AmlService = ReturnType<typeof amlService>;
