import { Router } from 'express';
import { json } from '../../common/async-handler';
import { requireLogin } from '../../session/guards';
import { SHARED_DATA, type CommonService } from './common.service';

export function commonRouter(common: CommonService): Router {
  const router = Router();
  router.use(requireLogin);
  router.get(
    '/codes',
    json((req, res) => common.codes(req, res, req.query.codeType as string | undefined)),
  );
  for (const name of SHARED_DATA.filter((n) => n !== 'codes')) {
    router.get(
      `/${name}`,
      json((req, res) => common.shared(req, res, name)),
    );
  }
  router.get(
    '/roads',
    json((req, res) => common.roads(req, res, String(req.query.cityName), String(req.query.areaName))),
  );
  router.get(
    '/menu',
    json((req, res) => common.menu(req, res)),
  );
  router.get(
    '/work-time',
    json((req, res) => common.workTime(req, res)),
  );
  return router;
}

export function publicRouter(common: CommonService): Router {
  const router = Router();
  router.get(
    '/version',
    json((req, res) => common.version(req, res)),
  );
  return router;
}
