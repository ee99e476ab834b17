import type { components } from '@agent-portal/contracts/generated/legacy';
import type { LegacyClient, LegacyContext } from '../../../legacy/legacy-client';
import { documented } from '../../../legacy/documented-body';

export type LegacyCusInfo = components['schemas']['CusInfo'];
export type LegacyPolicyShare = components['schemas']['PolicyShare'];
export type LegacyLegalAgent = components['schemas']['LegalAgentRecord'];

type StatusMessage = { status?: string; message?: string } | undefined;
/** null when saved, else the core's refusal. */
const refusalOf = (body: StatusMessage): string | null =>
  body?.status === 'S' ? null : body?.message || 'E';

/** The customer steps' calls (spec 3 §7); every path is x-assumed in legacy.yaml. */
export function customerStepsLegacy(core: LegacyClient) {
  return {
    async customers(ctx: LegacyContext, transCode: string) {
      const { body } = await core.post(ctx, '/ins/cus/cusInfo/query', {
        json: { transCode, cusType: ['O', 'I'] },
      });
      const { cusList, insPolicies } = documented(body);
      return { cusList, share: insPolicies };
    },
    async saveCustomer(ctx: LegacyContext, insPolicies: LegacyPolicyShare, cus: LegacyCusInfo) {
      return refusalOf((await core.post(ctx, '/ins/cus/cusInfo', { json: { insPolicies, cus } })).body);
    },
    async legalAgents(ctx: LegacyContext, transCode: string) {
      return documented((await core.post(ctx, '/ins/cus/legalAgent/query', { json: { transCode } })).body);
    },
    async saveLegalAgents(
      ctx: LegacyContext,
      transCode: string,
      typeO: LegacyLegalAgent | undefined,
      typeI: LegacyLegalAgent | undefined,
    ) {
      const json = { transCode, changedFlag: true, ...(typeO ? { typeO } : {}), ...(typeI ? { typeI } : {}) };
      return refusalOf((await core.post(ctx, '/ins/cus/legalAgent', { json })).body);
    },
    async finance(ctx: LegacyContext, transCode: string, cusIdn: string) {
      return (await core.post(ctx, '/ins/cus/userFinance', { json: { transCode, cusIdn } })).body;
    },
    async consent(ctx: LegacyContext, cusName: string, mobile: string) {
      return (
        (await core.post(ctx, '/ins/cus/cusAgreeYn', { json: { cusName, mobile } })).body?.agreeYn === 'Y'
      );
    },
    async sendSms(ctx: LegacyContext, transCode: string, cusName: string, mobile: string) {
      return (
        (await core.post(ctx, '/ins/cus/sendAgreeSms', { json: { transCode, cusName, mobile } })).body
          ?.statusCode === 'P'
      );
    },
    async shareAgent(ctx: LegacyContext, pirCode: string) {
      return (await core.get(ctx, '/adm/com/shareAgent', { query: { pirCode } })).body ?? {};
    },
    async agentService(ctx: LegacyContext, transCode: string) {
      return documented(
        (await core.post(ctx, '/ins/cus/agentService', { json: { transCode, delFlag: true } })).body,
      );
    },
  };
}

export type CustomerStepsLegacy = ReturnType<typeof customerStepsLegacy>;
