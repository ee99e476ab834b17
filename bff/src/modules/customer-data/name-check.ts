import { customerDataMessages } from '@agent-portal/contracts/messages';
import { AppError } from '../../common/app-error';
import type { RequestContext } from '../../infra/request-context';
import type { CustomerDataLegacy } from './customer-data.legacy';
import type { NameCheckRecord, NameCheckRecords, Party } from './name-check-records';

export type { NameCheckRecord, Party } from './name-check-records';

export interface NameCheckInput {
  transCode: string;
  compCode: string;
  customers: { idn: string; cusType: Party }[];
}

/** The ID as the records key it: trimmed and uppercased (the steps' own normalisation). */
export const normalisedIdn = (idn: string | undefined | null): string => (idn ?? '').trim().toUpperCase();

const STATUSES: ReadonlySet<string> = new Set(['S', 'M', 'E']);
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const isStatus = (v: unknown): v is NameCheckRecord['status'] => typeof v === 'string' && STATUSES.has(v);

/** The core's answer as a verdict, or null when it is empty or malformed (no status S, M or E). */
export function verdictOf(answer: unknown): NameCheckRecord | null {
  if (!answer || typeof answer !== 'object') return null;
  const a: Partial<Record<'status' | 'message' | 'amlResult' | 'secAmlResult', unknown>> = answer;
  if (!isStatus(a.status)) return null;
  return {
    status: a.status,
    message: text(a.message),
    amlResult: text(a.amlResult),
    secAmlResult: text(a.secAmlResult),
  };
}

/** A final save of a party the BFF has no name check recorded for (this case, party and ID): fail closed. */
export const nameCheckRequired = () =>
  new AppError(409, 'NAME_CHECK_REQUIRED', customerDataMessages.NAME_CHECK_REQUIRED);

/** Status E (spec 3 §8): stop with the core's message; the SPA returns to the list. */
export const nameCheckStopped = (record: NameCheckRecord) =>
  new AppError(409, 'NAME_CHECK_STOPPED', record.message || customerDataMessages.NAME_CHECK_STOPPED);

const failed = () => new AppError(502, 'NAME_CHECK_FAILED', customerDataMessages.NAME_CHECK_FAILED);

/**
 * The name/AML check (checkCusName, spec 3 §7, §8; issue 20): run by the BFF, recorded per case, party and ID,
 * failing closed. The customer steps' final saves and the AML step read their verdict from here only.
 */
export function nameCheckService(legacy: CustomerDataLegacy, records: NameCheckRecords) {
  return {
    /**
     * Runs the check of the listed customers together (the core answers the most severe result for all of them)
     * and records it for each. An empty, malformed or failed answer records nothing, takes back an earlier
     * verdict of these customers and refuses (502 NAME_CHECK_FAILED); only a lost core session passes as it is.
     */
    async run(ctx: RequestContext, input: NameCheckInput): Promise<NameCheckRecord> {
      const parties = input.customers.map((c) => ({ party: c.cusType, idn: normalisedIdn(c.idn) }));
      let answer: unknown;
      try {
        answer = await legacy.checkCusName(ctx.legacy(), {
          transCode: input.transCode,
          compCode: input.compCode,
          idnCardList: parties.map((p) => p.idn),
          codeTypeList: parties.map((p) => p.party),
        });
      } catch (err) {
        if (err instanceof AppError && err.status === 401) throw err;
        ctx.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'name check failed');
        answer = null;
      }
      const verdict = verdictOf(answer);
      if (!verdict) {
        await records.clear(input.transCode, parties);
        throw failed();
      }
      await records.write(input.transCode, parties, verdict);
      return verdict;
    },

    /** The verdict recorded for this case, party and ID, or null when the BFF ran none (or it failed). */
    recorded: (transCode: string, party: Party, idn: string) =>
      records.read(transCode, party, normalisedIdn(idn)),
  };
}

export type NameCheckService = ReturnType<typeof nameCheckService>;
