import { Router } from 'express';
import { marquee, serviceMessage } from '../fixtures/announcements';
import { findUser, type FixtureUser } from '../fixtures/users';
import { randomToken } from '../lib/random';
import { loggedIn } from '../middleware/session';
import { pendingPolicies } from '../proposals/pending';

/** Home page data: training link, announcements, pending proposals, licence info. */
export const homeRouter = Router();

const userOf = (userCode: string | null) => findUser(userCode ?? '') as FixtureUser;

homeRouter.get(
  '/ojt/common/getLmsUrl',
  loggedIn((_req, res, session) => {
    res.json({
      url: `https://lms.agentportal.com.tw/sso/login?emp=${session.userCode}&ticket=${randomToken(12)}`,
    });
  }),
);

homeRouter.get(
  '/wob/servMsg2',
  loggedIn((_req, res) => res.json({ srvCont: serviceMessage })),
);

homeRouter.get(
  '/wob/message',
  loggedIn((_req, res) => res.json(marquee.map((msgCont) => ({ msgCont })))),
);

homeRouter.get(
  '/ins/common/insPolicies/pending',
  loggedIn((_req, res, session) => {
    const user = userOf(session.userCode);
    res.json(user.pirYn === 'Y' ? pendingPolicies(user.userCode) : []);
  }),
);

homeRouter.get(
  '/adm/com/license',
  loggedIn((_req, res, session) => {
    const user = userOf(session.userCode);
    res.json({ pirCode: user.pirCode, pptCode: user.pptCode, certRoles: user.certRoles });
  }),
);
