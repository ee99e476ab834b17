import { Router } from 'express';
import type Redis from 'ioredis';
import { redisAnswers } from '../../session/redis';
import type { HealthLegacy } from './health.legacy';

const CORE_PROBE_TIMEOUT_MS = 2000;

export function healthRouter(redis: Redis | null, core: HealthLegacy): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    const [redisOk, coreOk] = await Promise.all([
      redis ? redisAnswers(redis, 500, req.log) : Promise.resolve('memory' as const),
      core
        .ping(
          { requestId: String(req.id), traceparent: req.trace.traceparent, log: req.log },
          CORE_PROBE_TIMEOUT_MS,
        )
        .then(() => true)
        .catch((err: unknown) => {
          req.log.warn({ err }, 'readiness: the core does not answer');
          return false;
        }),
    ]);
    // Without Redis (dev fallback) sessions live in memory: ready, and said so.
    const checks = {
      redis: redisOk === 'memory' ? 'memory' : redisOk ? 'ok' : 'fail',
      core: coreOk ? 'ok' : 'fail',
    };
    const ok = redisOk && coreOk;
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'fail', checks });
  });
  return router;
}
