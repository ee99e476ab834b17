import path from 'node:path';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { loadEnv, type Env } from './config/env';
import { describeRedisTarget } from './config/redis-target';
import { createDatabase, databaseAnswers, migrate, pendingMigrations, userOf } from './infra/database';
import { createLogger, redactUrlPassword } from './common/logger';
import { answerClientErrors } from './http/client-error';
import { securityHeaderLines } from './http/security-headers';
import { createRedis, redisAnswers } from './session/redis';
import { createSessionStore } from './session/session';
import { createApp } from './app';
import { missingEvidenceKeys } from './modules/proposals';

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  // A fatal error is logged and the process ends: pino's destination writes what it still buffers at exit.
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'uncaught exception');
    process.exit(1);
  });
  if (env.evidenceKeyIsDefault)
    logger.warn(
      'EVIDENCE_HMAC_KEY is not set: the signature evidence chain is keyed with the public development key (production refuses to start without one)',
    );
  let redis: ReturnType<typeof createRedis> | null = createRedis(env.redis, env.redisKeyPrefix);
  const redisWhere = describeRedisTarget(env.redis, redactUrlPassword);
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  if (!(await redisAnswers(redis, 2500, logger))) {
    if (env.isProduction) {
      logger.fatal({ redis: redisWhere }, 'Redis does not answer; refusing to start in production');
      process.exit(1);
    }
    redis.disconnect();
    redis = null;
    const line = '!'.repeat(78);
    logger.warn(
      { redis: redisWhere },
      `\n${line}\n  REDIS DOES NOT ANSWER at ${redisWhere}: sessions fall back to an IN-PROCESS store.\n  They vanish on restart and are not shared between instances. Never do this in production.\n${line}`,
    );
  }
  const database = await openDatabase(env, logger);
  const webDist = env.webDist ?? path.resolve(__dirname, '../../web/dist');
  const app = createApp({
    env: { ...env, webDist },
    redis,
    database,
    store: createSessionStore(redis, { absoluteSeconds: env.sessionAbsoluteSeconds }),
    logger,
  });
  const server = app.listen(env.port, env.host, () => {
    logger.info(
      {
        url: `http://${env.host}:${env.port}`,
        core: env.coreUrl,
        redis: redis ? 'redis' : 'memory',
        evidence: database ? 'postgres' : 'memory',
      },
      'bff listening',
    );
  });
  answerClientErrors(server, logger, securityHeaderLines(env));
  // Idle keep-alive sockets stay open longer than clients keep theirs (a proxy, a browser, Playwright's request
  // context): a socket the server closes just as a client reuses it answers ECONNRESET (Node's default is 5 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Issue 24 item 4: unready first (the load balancer's probe sees 503 draining and stops sending), requests still
  // served for SHUTDOWN_DRAIN_MS, then the listener closes and open requests finish; a hard stop 10 s after that.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.drain();
    logger.info({ signal, drainMs: env.shutdownDrainMs }, 'shutting down: unready, draining');
    setTimeout(() => {
      logger.info('closing the listener');
      server.close(() => {
        void app.core.close();
        void database?.end();
        redis?.disconnect();
        process.exit(0);
      });
      setTimeout(() => process.exit(0), 10_000).unref();
    }, env.shutdownDrainMs);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * The evidence database (issue 22): migrated first when the owner's connection is given, then checked current. In
 * production a database that does not answer or lags a migration stops the start; elsewhere the evidence falls back
 * to this process's memory, loudly.
 */
async function openDatabase(env: Env, logger: Logger): Promise<Pool | null> {
  const database = createDatabase(env.databaseUrl);
  database.on('error', (err) => logger.warn({ err: err.message }, 'database error'));
  const where = redactUrlPassword(env.databaseUrl);
  try {
    if (!(await databaseAnswers(database))) throw new Error('PostgreSQL does not answer');
    if (env.databaseOwnerUrl) {
      const applied = await migrate(env.databaseOwnerUrl, userOf(env.databaseUrl));
      if (applied.length) logger.info({ applied }, 'database migrated');
    }
    const pending = await pendingMigrations(database);
    if (pending.length) throw new Error(`migrations not applied: ${pending.join(', ')}`);
    // A key removed while events still need it (issue 43): refused here, in every environment, not left for an audit.
    const missing = await missingEvidenceKeys(database, env.evidenceKeys);
    if (missing.length) {
      logger.fatal(
        { missing },
        'EVIDENCE_HMAC_KEYS lacks keys stored events were sealed with (keep retired keys listed); refusing to start',
      );
      process.exit(1);
    }
    return database;
  } catch (err) {
    if (env.isProduction) {
      logger.fatal(
        { database: where, err: (err as Error).message },
        'evidence database unusable; refusing to start',
      );
      process.exit(1);
    }
    await database.end().catch(() => undefined);
    const line = '!'.repeat(78);
    logger.warn(
      { database: where, err: (err as Error).message },
      `\n${line}\n  THE EVIDENCE DATABASE IS UNUSABLE at ${where}: signature evidence is kept IN PROCESS MEMORY.\n  It vanishes on restart. Never do this in production.\n${line}`,
    );
    return null;
  }
}

void main();
