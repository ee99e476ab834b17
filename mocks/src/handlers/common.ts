import { Router, type Request } from 'express';
import { cityAreas } from '../fixtures/cities';
import { codes } from '../fixtures/codes';
import { roleMenus } from '../fixtures/menus';
import { careers, countries, insurers } from '../fixtures/reference';
import { roadsOf } from '../fixtures/roads';
import { branchNames } from '../fixtures/users';
import { loggedIn } from '../middleware/session';
import { numericParameter, parameterValue, state } from '../state';

export const commonRouter = Router();

export const MOCK_VERSION = '1.8.3';

const query = (req: Request, name: string): string => {
  const value = req.query[name];
  return typeof value === 'string' ? value : '';
};

commonRouter.get(
  '/adm/com/coded',
  loggedIn((req, res) => {
    const codeType = query(req, 'codeType');
    res.json(codeType ? codes.filter((c) => c.codeType === codeType) : codes);
  }),
);

commonRouter.get(
  '/adm/com/parmd',
  loggedIn((_req, res) => res.json(state.parameters)),
);

commonRouter.get('/public/adm/com/singleParmd', (req, res) => {
  const found = state.parameters.find(
    (p) => p.parameterType === query(req, 'type') && p.parameterCode === query(req, 'code'),
  );
  if (found) res.json(found);
  else res.status(200).end();
});

commonRouter.get('/public/parmd/phoneSwitch', (_req, res) => {
  res.json({ parameterValue: parameterValue('SYS', 'CELLPHONE_SWITCH') ?? 'Y' });
});

commonRouter.get('/public/parmd/:type', (req, res) => {
  res.json(state.parameters.filter((p) => p.parameterType === req.params.type));
});

commonRouter.get(
  '/adm/com/zipa/city',
  loggedIn((_req, res) => res.json(cityAreas)),
);

commonRouter.get(
  '/adm/com/zipa/road',
  loggedIn((req, res) => {
    const cityName = query(req, 'cityName');
    const areaName = query(req, 'areaName');
    const known = cityAreas.some((c) => c.cityName === cityName && c.areaName === areaName);
    res.json(known ? roadsOf(cityName, areaName).map((roadName) => ({ roadName })) : []);
  }),
);

commonRouter.get(
  '/adm/com/country',
  loggedIn((_req, res) => res.json(countries)),
);

commonRouter.get(
  '/adm/com/career',
  loggedIn((_req, res) => res.json(careers)),
);

/** Postal codes of a city's districts, narrowed to one district by areaName (x-assumed, issue 23 item 12). */
commonRouter.get(
  '/adm/com/admPostalCode',
  loggedIn((req, res) => {
    const cityName = query(req, 'cityName');
    const areaName = query(req, 'areaName');
    res.json(cityAreas.filter((c) => c.cityName === cityName && (!areaName || c.areaName === areaName)));
  }),
);

const branch = (branCode: string) => ({ branCode, branName: branchNames[branCode] ?? '' });

/** The branch of the chosen role when that role is the manager role (parameter MANAGER_ROLE_CODE), else []. */
commonRouter.get(
  '/adm/com/admManageDept',
  loggedIn((_req, res, session) => {
    const manager = session.roleCode && session.roleCode === parameterValue('SYS', 'MANAGER_ROLE_CODE');
    res.json(manager && session.branCode ? [branch(session.branCode)] : []);
  }),
);

commonRouter.get(
  '/adm/com/getAdmHrBranches',
  loggedIn((_req, res) => res.json(Object.keys(branchNames).map(branch))),
);

commonRouter.get(
  '/adm/com/timerrange',
  loggedIn((_req, res) =>
    res.json({
      timeout: numericParameter('SESSION_TIMEOUT', 1800),
      remindTimeout: numericParameter('SESSION_REMIND_TIMEOUT', 600),
    }),
  ),
);

commonRouter.get(
  '/adm/com/roleMenu',
  loggedIn((_req, res, session) => res.json(roleMenus[session.roleCode ?? ''] ?? [])),
);

commonRouter.get(
  '/adm/com/inWorkTimInterval',
  loggedIn((_req, res) => res.type('text/plain').send(state.inWorkTime ? 'Y' : 'N')),
);

commonRouter.get('/public/getVer', (_req, res) => res.json({ version: MOCK_VERSION }));

/** Open for login unless parameter SYS/SYSTEM_ACTIVE_YN says N (PUT /__mock/parameters; x-assumed). */
commonRouter.get('/public/systemActive', (_req, res) =>
  res.json({ activeYn: parameterValue('SYS', 'SYSTEM_ACTIVE_YN') === 'N' ? 'N' : 'Y' }),
);

commonRouter.get(
  '/pro/proCompanyies',
  loggedIn((req, res) => {
    const channelCode = query(req, 'channelCode');
    res.json(channelCode ? insurers.filter((i) => i.channelCode === channelCode) : insurers);
  }),
);

/** How many access-log entries the mock keeps for the tests (GET /__mock/access-log). */
const ACCESS_LOG_KEPT = 200;

commonRouter.post('/public/adm/com/userAccessLog', (req, res) => {
  if (typeof req.body === 'object' && req.body !== null) {
    state.accessLog.push(req.body as Record<string, unknown>);
    state.accessLog.splice(0, Math.max(0, state.accessLog.length - ACCESS_LOG_KEPT));
  }
  res.status(200).end();
});
