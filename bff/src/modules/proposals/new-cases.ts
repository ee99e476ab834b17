import type Redis from 'ioredis';
import { proposalMessages } from '@agent-portal/contracts/messages';
import { CH_OPEN_PARAMETER, isCaseTypeOffered, isCompanySelectable } from '@agent-portal/contracts/rules';
import { chooseCaseTypeSchema } from '@agent-portal/contracts/validation';
import { AppError } from '../../common/app-error';
import type { BffBody, Schema } from '../../http/bff-types';
import type { RequestContext } from '../../infra/request-context';
import { validated } from '../../common/validate';

/** What a new proposal starts with, as the BFF checked it. */
export interface NewCase {
  compCode: string;
  polInsureType: 'M' | 'R';
}

/** How long an issued transaction code waits for its first save (a draft open overnight is saved the next day). */
const TTL_SECONDS = 7 * 24 * 3600;

/** Without Redis (development): one map for the process, shared by the modules' instances. */
const memory = new Map<string, string>();

interface Sources {
  insurers(ctx: RequestContext): Promise<Schema<'ProposalInsurer'>[]>;
  parameters(ctx: RequestContext): Promise<Schema<'SystemParameter'>[]>;
}

/**
 * A new proposal's insurer and case type (spec 1 §2, spec 2 §2.2, §2.10), decided by the BFF: the choose dialog's
 * rules checked at the start and at the transaction code, and the checked choice recorded with the code it was
 * issued for, so that the code's first save (which creates the case in the core) takes them from here and never
 * from its body. Kept in Redis beside the sessions (every BFF instance sees it); without Redis in this process.
 */
export function newCases(redis: Redis | null, sources: Sources) {
  const key = (transCode: string) => `ap:new-case:${transCode}`;

  return {
    /** 400 missing; 404 unknown insurer; 409 an insurer not open (BPC, CH without CH_OPEN_YN Y) or no remote there. */
    async check(ctx: RequestContext, body: BffBody<'post', '/api/proposals/start'>) {
      const { compCode, polInsureType } = await validated(chooseCaseTypeSchema, body);
      const [insurers, parameters] = await Promise.all([sources.insurers(ctx), sources.parameters(ctx)]);
      const insurer = insurers.find((i) => i.compCode === compCode);
      if (!insurer) throw new AppError(404, 'INSURER_UNKNOWN', proposalMessages.INSURER_UNKNOWN);
      const chOpen = parameters.find((p) => p.parameterCode === CH_OPEN_PARAMETER)?.parameterValue;
      if (!isCompanySelectable(insurer.compCode, chOpen))
        throw new AppError(409, 'INSURER_NOT_OPEN', proposalMessages.INSURER_NOT_OPEN);
      if (!isCaseTypeOffered(polInsureType, insurer))
        throw new AppError(409, 'REMOTE_NOT_SUPPORTED', proposalMessages.REMOTE_NOT_SUPPORTED);
      return { insurer, polInsureType };
    },

    /** The checked start of the code just issued to this agent. */
    async record(transCode: string, userCode: string, start: NewCase): Promise<void> {
      const value = JSON.stringify({ userCode, ...start });
      if (!redis) memory.set(key(transCode), value);
      else await redis.set(key(transCode), value, 'EX', TTL_SECONDS);
    },

    /** The start recorded for this code and agent, or null (not issued here, another agent's, expired). */
    async recorded(transCode: string, userCode: string): Promise<NewCase | null> {
      const raw = redis ? await redis.get(key(transCode)) : (memory.get(key(transCode)) ?? null);
      if (!raw || !userCode) return null;
      const v = JSON.parse(raw) as Partial<NewCase & { userCode: string }>;
      if (v.userCode !== userCode || !v.compCode || (v.polInsureType !== 'M' && v.polInsureType !== 'R'))
        return null;
      return { compCode: v.compCode, polInsureType: v.polInsureType };
    },
  };
}

export type NewCases = ReturnType<typeof newCases>;
