import type { Request, Response } from 'express';
import { CERTIFICATE_ROLES, PENDING_POLICY_STATES } from '@agent-portal/contracts/constants';
import { AppError } from '../../common/app-error';
import { legacyContext } from '../../legacy/context';
import type { AuthLegacy } from '../auth/auth.legacy';
import type { HomeLegacy } from './home.legacy';

/** Certificate roles of the licence card (spec 1 §9), with the names the portal shows. */
export const CERTIFICATE_NAMES: Record<string, string> = CERTIFICATE_ROLES;

/** The proposal states the home cards show. */
export const PENDING_STATES: readonly string[] = PENDING_POLICY_STATES;

export function homeService(legacy: HomeLegacy, auth: Pick<AuthLegacy, 'userInfo'>) {
  return {
    async license(req: Request, res: Response) {
      const { pirCode = '', pptCode = '', certRoles = [] } = await legacy.license(legacyContext(req, res));
      const certificates = certRoles
        .filter((code) => code in CERTIFICATE_NAMES)
        .map((code) => ({ code, name: CERTIFICATE_NAMES[code] as string }));
      return { pirCode, pptCode, certificates };
    },

    async announcements(req: Request, res: Response) {
      const ctx = legacyContext(req, res);
      const [srvCont, msgCont] = await Promise.all([legacy.serviceMessage(ctx), legacy.marquee(ctx)]);
      return { srvCont, msgCont };
    },

    async pendingProposals(req: Request, res: Response) {
      const rows = await legacy.pending(legacyContext(req, res));
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
    async switchRole(req: Request, res: Response, branCode: string, roleCode: string) {
      const ctx = legacyContext(req, res);
      const refusal = await legacy.changeRole(ctx, branCode, roleCode);
      if (refusal) throw new AppError(409, 'ROLE_REJECTED', refusal);
      const user = await auth.userInfo(ctx);
      const session = req.session.auth;
      if (session) Object.assign(session, { branCode, roleCode, userName: user.userName });
      return user;
    },
  };
}

export type HomeService = ReturnType<typeof homeService>;
