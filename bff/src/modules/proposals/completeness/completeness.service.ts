import { completenessMessages as cm } from '@agent-portal/contracts/messages';
import { CHECK_GROUPS, REASON_FIELDS, eddRoute, isManagerRole } from '@agent-portal/contracts/rules';
import { writtenAnalysisLabels, writtenAnalysisSchema } from '@agent-portal/contracts/validation';
import {
  attachmentsSchema,
  checkItemsSchema,
  resultField,
} from '@agent-portal/contracts/validation/check-items';
import {
  customerFieldLabel,
  insuredSchema,
  legalAgentSchema,
  policyholderSchema,
} from '@agent-portal/contracts/validation/customer-data';
import { AppError } from '../../../common/app-error';
import type { RequestContext } from '../../../infra/request-context';
import type { AmlLegacy } from '../aml/aml.legacy';
import type { CheckItemsService } from '../attachments/check-items.service';
import type { FilesService } from '../attachments/files.service';
import type { CustomerStepsService } from '../customer-steps/customer-steps.service';
import type { AgentFactsReader } from '../agent-facts';
import type { LegacyProposalRow } from '../proposals.legacy';
import type { ProposalsService } from '../proposals.service';
import type { EvidenceLog } from '../signing/evidence-log';
import { withoutVoided } from '../signing/signature-evidence';
import { signingStateOf, type SigningState } from '../signing/signing-state';
import type { SigningLegacy } from '../signing/signing.legacy';
import type { StatementsLegacy } from '../statements/statements.legacy';
import type { WrittenAnalysisService } from '../statements/written-analysis.service';
import { caseStep, STEP_KEYS, type CaseStep, type StepKey } from './case-steps';
import type { TemporarySaves } from './temporary-saves';
import {
  amlLines,
  signatureLines,
  stepLines,
  unmetFields,
  unreadable,
  verdictOf,
  type Completeness,
  type CompletenessLine,
  type StepSchema,
} from './verdict';

type Row = LegacyProposalRow;

export interface CompletenessDeps {
  proposals: Pick<ProposalsService, 'owned'>;
  facts: AgentFactsReader;
  customers: Pick<CustomerStepsService, 'load' | 'context' | 'agentService'>;
  checkItems: Pick<CheckItemsService, 'load'>;
  files: Pick<FilesService, 'slots' | 'list'>;
  aml: Pick<AmlLegacy, 'ready' | 'filesFinished'>;
  parameters(ctx: RequestContext): Promise<{ parameterCode: string; parameterValue: string }[]>;
  statements: Pick<StatementsLegacy, 'statements'>;
  written: Pick<WrittenAnalysisService, 'load'>;
  signing: Pick<SigningLegacy, 'previewList'>;
  /** The case's evidence: a voided signature's block counts as unsigned (issue 40). */
  evidence: Pick<EvidenceLog, 'list'>;
  /** The steps last saved by 暫存: not done (spec 3 §4). */
  temporary: Pick<TemporarySaves, 'steps'>;
}

/** What the verdict found, with the signing state it read (the jump records the unsigned blocks from it). */
export interface CaseVerdict extends Completeness {
  row: Row;
  signing: SigningState | null;
}

/**
 * The go/no-go of the jump (issue 20 item 5): every required step of the case read from the core and run through
 * the step's own contracts schema, the AML step finished (the agent-files request's finishYn), and for mobile cases every
 * signature block signed. One verdict, served to the 完整性檢查 panel and required by every jump.
 */
export function completenessService(deps: CompletenessDeps) {
  /** A step's lines, or one "could not read" line (fail closed); a lost session still ends the request. */
  async function checked(
    step: CaseStep | undefined,
    find: (step: CaseStep) => Promise<CompletenessLine[]>,
  ): Promise<CompletenessLine[]> {
    if (!step) return [];
    try {
      return await find(step);
    } catch (err) {
      if (err instanceof AppError && err.status === 401) throw err;
      return unreadable(step.code, step.title);
    }
  }

  async function customerLines(ctx: RequestContext, row: Row): Promise<CompletenessLine[]> {
    const [drafts, base, service] = await Promise.all([
      deps.customers.load(ctx, row.transCode),
      deps.customers.context(ctx),
      deps.customers.agentService(ctx, row.transCode),
    ]);
    const context = { ...base, polInsureType: row.polInsureType };
    const owner = drafts.policyholder;
    const party = async (key: StepKey, values: object | null, schema: StepSchema, extra = {}) =>
      checked(caseStep(row.polInsureType, key), async (step) =>
        stepLines(
          {
            ...step,
            unmet: values ? await unmetFields(schema, values, { ...context, ...extra }) : [],
            notes: values ? [] : [cm.MISSING_PARTY],
          },
          customerFieldLabel,
        ),
      );
    const ownerFacts = {
      owner: { cusIdn: owner?.cusIdn ?? '', mobile: owner?.mobile ?? '', marryCode: owner?.marryCode ?? '' },
    };
    const legalShown = service.legalO === 'Y' || service.legalI === 'Y';
    const legal = {
      showO: service.legalO,
      showI: service.legalI,
      O: { ...drafts.legalAgent.O, cusIdn: owner?.cusIdn ?? '', legStatus: service.legStatusO },
      I: { ...drafts.legalAgent.I, cusIdn: drafts.insured?.cusIdn ?? '', legStatus: service.legStatusI },
    };
    const lines = await Promise.all([
      party('n1', owner, policyholderSchema),
      party('n2', drafts.insured, insuredSchema, ownerFacts),
      legalShown ? party('n3', legal, legalAgentSchema) : [],
    ]);
    return lines.flat();
  }

  function checkItemLines(ctx: RequestContext, row: Row) {
    return checked(caseStep(row.polInsureType, 'n4'), async (step) => {
      // A read only: a case past editing (O) is read as its preview is.
      const isPreview = row.polState !== 'N' && row.polState !== 'S';
      const data = await deps.checkItems.load(ctx, row.transCode, { fromSearch: false, isPreview });
      const values: Record<string, unknown> = {
        shownGroups: data.groups.map((g) => g.group),
        reasonsNeeded: data.reasonsNeeded,
        agFileCount: data.agFileCount,
        pendingFiles: 0,
      };
      for (const g of CHECK_GROUPS)
        values[resultField(g)] = data.groups.find((x) => x.group === g)?.description ?? '';
      for (const r of REASON_FIELDS) values[r] = data.reasons[r] ?? '';
      return stepLines({ ...step, unmet: await unmetFields(checkItemsSchema, values) });
    });
  }

  function attachmentLines(ctx: RequestContext, row: Row) {
    return checked(caseStep(row.polInsureType, 'n5'), async (step) => {
      const shown = deps.files.slots(ctx, row.polInsureType).includes('B');
      const files = shown ? await deps.files.list(ctx, row.transCode, 'ATTACH') : [];
      const values = {
        pendingFiles: 0,
        internalFormShown: shown,
        internalFormCount: files.filter((f) => f.fileType === 'B').length,
      };
      return stepLines({ ...step, unmet: await unmetFields(attachmentsSchema, values) });
    });
  }

  function amlStepLines(ctx: RequestContext, row: Row) {
    return checked(caseStep(row.polInsureType, 'aml'), async (step) => {
      const [ready, params, finished] = await Promise.all([
        deps.aml.ready(ctx.legacy(), row.transCode),
        deps.parameters(ctx),
        deps.aml.filesFinished(ctx.legacy(), row.transCode),
      ]);
      if ('refusal' in ready) return unreadable(step.code, step.title);
      const param = (code: string) => params.find((p) => p.parameterCode === code)?.parameterValue;
      const limit = Number(param('RISK_SCORE_LIMIT'));
      const score = ready.insPol.lifRiskScore;
      const manager = isManagerRole(ctx.session.get('auth')?.roleCode, param('MANAGER_ROLE_CODE'));
      const eddNeeded =
        typeof score === 'number' && Number.isFinite(limit) && eddRoute(score, limit, manager) === 'edd';
      return amlLines(step.code, {
        riskDone: ready.tab1Done === 'Y',
        eddNeeded,
        eddDone: ready.tab2Done === 'Y',
        finished,
      });
    });
  }

  function statementLines(ctx: RequestContext, row: Row) {
    return checked(caseStep(row.polInsureType, 'n6'), async (step) => {
      const docs = await deps.statements.statements(ctx.legacy(), row.transCode, false);
      const agreed = docs.length > 0 && docs.every((d) => d.reviewYn === 'Y');
      return stepLines({ ...step, unmet: [], notes: agreed ? [] : [cm.STATEMENTS_PENDING] });
    });
  }

  function writtenLines(ctx: RequestContext, row: Row) {
    return checked(caseStep(row.polInsureType, 'n7'), async (step) => {
      const written = await deps.written.load(ctx, row.transCode);
      const unmet = await unmetFields(
        writtenAnalysisSchema,
        { ...written.values, meta: written.meta },
        { meta: written.meta },
      );
      const notes = written.status === 'S' ? [] : [cm.WRITTEN_NOT_SUBMITTED];
      return stepLines({ ...step, unmet, notes }, (path) =>
        path in writtenAnalysisLabels
          ? writtenAnalysisLabels[path as keyof typeof writtenAnalysisLabels]
          : undefined,
      );
    });
  }

  /** Each step whose last save was a temporary one (暫存): not done until its 下一步 (spec 3 §4, issue 41 item 5). */
  async function temporaryLines(row: Row): Promise<CompletenessLine[]> {
    const saved = await deps.temporary.steps(row.transCode);
    return STEP_KEYS.flatMap((key) => {
      const step = caseStep(row.polInsureType, key);
      return step && saved.has(step.code)
        ? stepLines({ ...step, unmet: [], notes: [cm.TEMPORARY_SAVED] })
        : [];
    });
  }

  async function signingOf(ctx: RequestContext, row: Row): Promise<SigningState | null> {
    if (!caseStep(row.polInsureType, 'n8')) return null;
    const [list, records] = await Promise.all([
      deps.signing.previewList(ctx.legacy(), row.transCode),
      deps.evidence.list(row.transCode),
    ]);
    return signingStateOf(row.transCode, withoutVoided(list, records));
  }

  return {
    /** The verdict of a case already loaded for this agent (the jump's gate). */
    async ofCase(ctx: RequestContext, row: Row): Promise<CaseVerdict> {
      const n8 = caseStep(row.polInsureType, 'n8');
      let signing: SigningState | null = null;
      const signed = checked(n8, async (step) => {
        signing = await signingOf(ctx, row);
        return signatureLines(step.code, signing?.signers ?? []);
      });
      const parts = await Promise.all([
        customerLines(ctx, row).catch((err: unknown) => {
          if (err instanceof AppError && err.status === 401) throw err;
          const step = caseStep(row.polInsureType, 'n1');
          return step ? unreadable(step.code, step.title) : [];
        }),
        checkItemLines(ctx, row),
        attachmentLines(ctx, row),
        amlStepLines(ctx, row),
        statementLines(ctx, row),
        writtenLines(ctx, row),
        signed,
        temporaryLines(row),
      ]);
      return { ...verdictOf(row.transCode, parts.flat()), row, signing };
    },

    /** GET …/completeness: the case loaded for the session's agent (404 otherwise), then its verdict. */
    async verdict(ctx: RequestContext, transCode: string): Promise<Completeness> {
      const { row } = await deps.proposals.owned(ctx, transCode); // the guard's case: no second search
      const { transCode: code, verdict, pending, lines } = await this.ofCase(ctx, row);
      return { transCode: code, verdict, pending, lines };
    },
  };
}

export type CompletenessService = ReturnType<typeof completenessService>;
