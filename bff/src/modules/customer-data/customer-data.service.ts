import { customerDataMessages } from '@agent-portal/contracts/messages';
import {
  addressCheckVerdict,
  formatAddress,
  type AddressParts,
  type AddressServiceAnswer,
} from '@agent-portal/contracts/rules';
import { addressDialogSchema, idLookupSchema } from '@agent-portal/contracts/validation';
import { AppError } from '../../common/app-error';
import type { Schema } from '../../http/bff-types';
import type { RequestContext } from '../../infra/request-context';
import { validated } from '../../common/validate';
import type { AuthLegacy } from '../auth';
import type { CheckedAddresses } from './checked-addresses';
import type { CustomerDataLegacy } from './customer-data.legacy';
import { idLookupCustomer } from './id-lookup-customer';
import type { IdLookupRecords } from './id-lookup-records';
import { normalisedIdn, type NameCheckService } from './name-check';
import type { ReleasePermitLegacy } from './release-permit.legacy';

/** The company code when the case has none yet (spec 3 §2: default CH). */
const DEFAULT_COMP_CODE = 'CH';

export function customerDataService(
  legacy: CustomerDataLegacy,
  permits: ReleasePermitLegacy,
  auth: Pick<AuthLegacy, 'userInfo'>,
  checked: CheckedAddresses,
  nameChecks: NameCheckService,
  lookups: Pick<IdLookupRecords, 'write' | 'clear'>,
  clock: () => Date = () => new Date(),
) {
  return {
    /** The ID lookup dialog: schema, carry-out permit check (carryYn Y), then the core's E / M / S / N. */
    async idLookup(ctx: RequestContext, body: Schema<'IdLookupRequest'>): Promise<Schema<'IdLookupAnswer'>> {
      const { idn } = await validated(idLookupSchema(), body);
      const core = ctx.legacy();
      // carryYn is read from the core on every lookup (never cached: a revoked permission applies at once).
      const info = await auth.userInfo(core);
      if (info.carryYn === 'Y' && !(await permits.validToday(core, idn, clock()))) {
        throw new AppError(403, 'CARRY_OUT_NOT_PERMITTED', customerDataMessages.CARRY_OUT_NOT_PERMITTED);
      }
      const answer = await legacy.checkIdnCard(core, {
        idnCard: idn,
        transCode: body.transCode ?? '',
        compCode: body.compCode || DEFAULT_COMP_CODE,
      });
      const status = answer?.status ?? 'N';
      const message = answer?.message ?? '';
      // Kept for the case's saves (issue 23 item 13): the lookup's amlResult, never the body's (step-fields.ts).
      const transCode = (body.transCode ?? '').trim();
      if (status === 'E' || !answer?.cusData) {
        if (transCode) await lookups.clear(transCode, normalisedIdn(idn));
        return { status, message, reminder: '', customer: null };
      }
      const customer = idLookupCustomer(answer.cusData);
      if (transCode) await lookups.write(transCode, normalisedIdn(idn), { amlResult: customer.amlResult });
      return {
        status,
        message,
        reminder: customerDataMessages.ID_LOOKUP_PHONE_REMINDER,
        customer,
      };
    },

    /** checkCusName over the listed customers (E stop, M warn then continue, S continue), recorded, fail closed. */
    async nameCheck(
      ctx: RequestContext,
      body: Schema<'NameCheckRequest'>,
    ): Promise<Schema<'NameCheckAnswer'>> {
      const verdict = await nameChecks.run(ctx, {
        transCode: body.transCode,
        compCode: body.compCode || DEFAULT_COMP_CODE,
        customers: body.customers,
      });
      return {
        status: verdict.status,
        message: verdict.message,
        amlResult: verdict.amlResult,
        secAmlResult: verdict.secAmlResult,
      };
    },

    /**
     * The address dialog's parts checked by its rules, then normalised by the address service (spec 3 §8). The
     * service unreachable (timeout, no answer, 5xx) keeps the typed address with flag P.
     */
    async addressCheck(
      ctx: RequestContext,
      body: Schema<'AddressCheckRequest'>,
    ): Promise<Schema<'AddressCheckAnswer'>> {
      const parts: AddressParts = await validated(addressDialogSchema(), body.parts ?? {});
      const typed = formatAddress(parts);
      let answer: AddressServiceAnswer | null = null;
      try {
        answer =
          (await legacy.checkAddress(ctx.legacy(), {
            address: typed,
            transCode: body.transCode ?? '',
            compCode: body.compCode || DEFAULT_COMP_CODE,
            type: body.type,
          })) ?? null;
      } catch (err) {
        if (err instanceof AppError && err.status === 401) throw err;
        ctx.log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'address service unreachable',
        );
        answer = null;
      }
      const v = addressCheckVerdict(body.type, typed, answer);
      // What a save may later flag Y or P: the service's address (ok, or renumbered once confirmed), the typed one
      // when the service was unreachable (issue 20); nothing for a refused address.
      const earned =
        v.outcome === 'ok' || v.outcome === 'renumbered' ? 'Y' : v.outcome === 'unreachable' ? 'P' : null;
      if (earned) await checked.record(ctx.session.id, v.address, earned);
      const flag = v.flag === 'Y' || v.flag === 'P' ? v.flag : null;
      return { ...v, flag, typed };
    },
  };
}

export type CustomerDataService = ReturnType<typeof customerDataService>;
