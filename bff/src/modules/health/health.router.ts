import { Router } from 'express';
import type Redis from 'ioredis';
import { redisAnswers } from '../../session/redis';
import type { HealthLegacy } from './health.legacy';

const CORE_PROBE_TIMEOUT_MS = 2000;

/** Set at SIGTERM (index.ts): the instance still serves, but tells the load balancer to send nothing new. */
export interface Lifecycle {
  draining: boolean;
}

export function healthRouter(redis: Redis | null, core: HealthLegacy, lifecycle: Lifecycle): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    if (lifecycle.draining) {
      res.status(503).json({ status: 'draining', checks: {} });
      return;
    }
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
