import { proposalMessages } from '@agent-portal/contracts/messages';
import { toIsoDate } from '@agent-portal/contracts/rules';
import { proposalSearchSchema } from '@agent-portal/contracts/validation';
import { AppError } from '../../common/app-error';
import type { BffQuery, Schema } from '../../http/bff-types';
import type { RequestContext } from '../../infra/request-context';
import type { SharedCache } from '../../infra/shared-cache';
import { validated } from '../../common/validate';
import type { LegacyContext } from '../../legacy/legacy-client';
import type { OwnedCase } from '../../infra/owned-case';
import type { CommonLegacy } from '../common';
import type { AgentFacts, AgentFactsReader } from './agent-facts';
import { wasIssued } from './issued-trans-codes';
import { rowAnswer } from './proposal-rows';
import type { LegacyProposalRow, ProposalsLegacy } from './proposals.legacy';

export type SearchQuery = BffQuery<'get', '/api/proposals'>;

const notFound = () => new AppError(404, 'PROPOSAL_NOT_FOUND', proposalMessages.NOT_FOUND);

/** The agent and a case of theirs as the core has it. */
export interface AgentCase {
  user: AgentFacts;
  row: LegacyProposalRow;
}

/** The status filter's code lists (spec 2 §7); POL_STATE U is left out, its sub-states stand for it. */
const SUB_STATE_LISTS = ['PRE_SIGN_STATE', 'ELEC_CALL_STATE', 'AML_PASS_STATE', 'WRIT_SEND_STATE'];
const EXCLUDED_POL_STATES = ['U'];

/** `yyyy/MM/dd`, the core's form of a search date ('' stays ''). */
const coreDate = (value: string | undefined): string =>
  value ? (toIsoDate(value) ?? '').replace(/-/g, '/') : '';

/** The choose dialog's insurers with their remote support; shared, cached briefly. */
export function proposalInsurers(common: Pick<CommonLegacy, 'insurers'>, cache: SharedCache) {
  return (ctx: RequestContext): Promise<Schema<'ProposalInsurer'>[]> =>
    cache.get(ctx, 'proposal-insurers', async () =>
      (await common.insurers(ctx.legacy())).map(({ channelCode, compCode, compName, remoteYn }) => ({
        channelCode,
        compCode,
        compName,
        remoteYn: remoteYn === 'Y' ? ('Y' as const) : ('N' as const),
      })),
    );
}

/** The list, its filters and lookups (spec 2 §2.1, §6, §7). */
export function proposalsService(
  legacy: ProposalsLegacy,
  common: Pick<CommonLegacy, 'codes' | 'insurers'>,
  facts: AgentFactsReader,
  cache: SharedCache,
  clock: () => Date = () => new Date(),
) {
  /** One case as the core has it now, looked up with the agent's carryYn; 404 when the agent has no such case. */
  async function load(ctx: LegacyContext, transCode: string, carryYn: 'Y' | 'N'): Promise<LegacyProposalRow> {
    const rows = await legacy.search(ctx, { transCode, carryYN: carryYn });
    const row = rows.find((r) => r.transCode === transCode);
    if (!row) throw notFound();
    return row;
  }

  /**
   * The agent and the case: the one the ownership guard loaded for this request (no second core call), else read
   * now; 404 when the agent has no such case (also for a code issued but not saved yet: it names no case).
   */
  async function owned(ctx: RequestContext, transCode: string): Promise<AgentCase> {
    const loaded = ctx.ownedCase;
    if (loaded?.transCode === transCode) {
      if (!loaded.row) throw notFound();
      return { user: loaded.user, row: loaded.row };
    }
    const call = ctx.legacy();
    const user = await facts.user(call);
    return { user, row: await load(call, transCode, user.carryYn) };
  }

  /**
   * What the ownership guard loads before any operation on `transCode`: the agent's case from the core's search,
   * or (row null) a code the core issued to this agent in this session for a draft not saved yet; else 404.
   */
  async function ownedOrIssued(ctx: RequestContext, transCode: string): Promise<OwnedCase> {
    const call = ctx.legacy();
    const user = await facts.user(call);
    const rows = await legacy.search(call, { transCode, carryYN: user.carryYn });
    const row = rows.find((r) => r.transCode === transCode) ?? null;
    if (!row && !wasIssued(ctx.session, user.userCode, transCode)) throw notFound();
    return { transCode, user, row };
  }

  return {
    load,
    owned,
    ownedOrIssued,

    async search(ctx: RequestContext, query: SearchQuery): Promise<Schema<'ProposalRow'>[]> {
      const criteria = await validated(proposalSearchSchema, query);
      const call = ctx.legacy();
      const user = await facts.user(call);
      const rows = await legacy.search(call, {
        transCode: criteria.transCode ?? '',
        oCusName: criteria.oCusName ?? '',
        iCusName: criteria.iCusName ?? '',
        proName: criteria.proName ?? '',
        polState: criteria.polState ?? '',
        carryYN: user.carryYn,
        modifyDtStart: coreDate(criteria.modifyDtStart),
        modifyDtEnd: coreDate(criteria.modifyDtEnd),
        polInsureType: criteria.polInsureType ?? '',
      });
      const today = clock();
      return rows.map((row) => rowAnswer(row, today));
    },

    async find(ctx: RequestContext, transCode: string): Promise<Schema<'ProposalRow'>> {
      return rowAnswer((await owned(ctx, transCode)).row, clock());
    },

    /** Shared by every agent, cached briefly. */
    statusOptions(ctx: RequestContext): Promise<Schema<'StatusOption'>[]> {
      return cache.get(ctx, 'proposal-status-options', async () => {
        const codes = await common.codes(ctx.legacy());
        const polStates = codes
          .filter((c) => c.codeType === 'POL_STATE' && !EXCLUDED_POL_STATES.includes(c.codeValue))
          .map((c) => ({ value: c.codeValue, label: c.codeName, codeType: c.codeType }));
        const subStates = SUB_STATE_LISTS.flatMap((type) =>
          codes
            .filter((c) => c.codeType === type)
            .map((c) => ({ value: `${type}:${c.codeValue}`, label: c.codeName, codeType: type })),
        );
        return [...polStates, ...subStates];
      });
    },

    insurers: proposalInsurers(common, cache),

    async users(
      ctx: RequestContext,
      query: BffQuery<'get', '/api/proposals/users'>,
    ): Promise<Schema<'AgentEntry'>[]> {
      const rows = await legacy.users(ctx.legacy(), {
        remoteEduYn: query.remoteEduYn || undefined,
        userCode: query.userCode?.toUpperCase() || undefined,
        branCode: query.branCode || undefined,
      });
      return rows.map(({ userCode, userName, branCode, remoteEduYn }) => ({
        userCode,
        userName,
        branCode,
        remoteEduYn,
      }));
    },

    async permissions(ctx: RequestContext): Promise<Schema<'ProposalPermissions'>> {
      const call = ctx.legacy();
      const [user, inWorkTime] = await Promise.all([facts.user(call), facts.inWorkTime(call)]);
      return {
        canCreate: user.canCreate,
        remoteTrained: await facts.remoteTrained(call, user.userCode),
        inWorkTime,
      };
    },
  };
}

export type ProposalsService = ReturnType<typeof proposalsService>;
