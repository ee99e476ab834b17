import { CERTIFICATE_ROLES, PENDING_POLICY_STATES } from '@agent-portal/contracts/constants';
import { AppError } from '../../common/app-error';
import type { Schema } from '../../http/bff-types';
import type { RequestContext } from '../../infra/request-context';
import type { AuthLegacy } from '../auth';
import { userInfoAnswer } from '../auth';
import type { HomeLegacy } from './home.legacy';

type CertificateCode = Schema<'License'>['certificates'][number]['code'];

/** Certificate roles of the licence card (spec 1 §9), with the names the portal shows. */
export const CERTIFICATE_NAMES: Record<string, string> = CERTIFICATE_ROLES;

/** The proposal states the home cards show. */
export const PENDING_STATES: readonly string[] = PENDING_POLICY_STATES;

const isCertificate = (code: string): code is CertificateCode => code in CERTIFICATE_NAMES;

export function homeService(legacy: HomeLegacy, auth: Pick<AuthLegacy, 'userInfo'>) {
  return {
    async license(ctx: RequestContext): Promise<Schema<'License'>> {
      const { pirCode = '', pptCode = '', certRoles = [] } = await legacy.license(ctx.legacy());
      const certificates = certRoles
        .filter(isCertificate)
        .map((code) => ({ code, name: CERTIFICATE_NAMES[code] as string }));
      return { pirCode, pptCode, certificates };
    },

    async announcements(ctx: RequestContext): Promise<Schema<'Announcements'>> {
      const call = ctx.legacy();
      const [srvCont, msgCont] = await Promise.all([legacy.serviceMessage(call), legacy.marquee(call)]);
      return { srvCont, msgCont };
    },

    async pendingProposals(ctx: RequestContext): Promise<Schema<'PendingProposal'>[]> {
      const rows = await legacy.pending(ctx.legacy());
      return rows
        .filter((r) => r.polState === undefined || PENDING_STATES.includes(r.polState))
        .map(({ transCode, oCusName, modifyDt, polStateName, insAcceptNo }) => ({
          transCode,
          oCusName,
          modifyDt,
          polStateName,
          insAcceptNo: insAcceptNo ?? '',
        }));
    },

    /** The home page's role switch: the core changes the role, the session follows; answers the new user info. */
    async switchRole(ctx: RequestContext, branCode: string, roleCode: string): Promise<Schema<'UserInfo'>> {
      const call = ctx.legacy();
      const refusal = await legacy.changeRole(call, branCode, roleCode);
      if (refusal) throw new AppError(409, 'ROLE_REJECTED', refusal);
      const user = await auth.userInfo(call);
      const session = ctx.session.get('auth');
      if (session) ctx.session.set('auth', { ...session, branCode, roleCode, userName: user.userName });
      return userInfoAnswer(user, session);
    },
  };
}

export type HomeService = ReturnType<typeof homeService>;
