import { hostname, userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadEnv } from '../config/env';
import { describeRedisTarget } from '../config/redis-target';
import { createLogger, redactUrlPassword } from '../common/logger';
import { createRedis, redisAnswers } from '../session/redis';
import { createSessionStore } from '../session/session';
import { listSessions, MAX_REASON_CHARS, revokeSessions, USER_CODE } from './session-admin';

const USAGE = `usage: npm run ops -- sessions list USERCODE
       npm run ops -- sessions revoke USERCODE [--reason TEXT] [--by NAME]
Settings from the environment, as the BFF reads them (REDIS_URL or REDIS_SENTINELS, REDIS_KEY_PREFIX, ...).`;

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { reason: { type: 'string' }, by: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [area, command, userCode, ...rest] = positionals;
  if (values.help) throw new UsageError('');
  if (area !== 'sessions' || (command !== 'list' && command !== 'revoke') || rest.length)
    throw new UsageError('unknown command');
  if (userCode === undefined || !USER_CODE.test(userCode))
    throw new UsageError('USERCODE must be an employee number (1-12 letters or digits)');
  if (command === 'list' && (values.reason !== undefined || values.by !== undefined))
    throw new UsageError('--reason and --by go with revoke');
  for (const text of [values.reason, values.by])
    if (text !== undefined && (text.trim() === '' || text.length > MAX_REASON_CHARS))
      throw new UsageError(`--reason and --by take 1-${MAX_REASON_CHARS} characters`);
  return { command, userCode, reason: values.reason?.trim(), by: values.by?.trim() };
}

/**
 * `npm run ops -- sessions list|revoke USERCODE` (issue 43 Deliver 4): the same store the BFFs share, so a
 * revocation ends the agent's sessions on every instance. The result is JSON on stdout; the audit line of a
 * revocation (session-admin.ts) is a pino line on stderr. Exit 0 done, 1 failed (Redis), 2 usage.
 */
async function main(argv: string[]): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`${message ? `${message}\n` : ''}${USAGE}\n`);
    return 2;
  }
  const env = loadEnv();
  const logger = createLogger(env.logLevel, pino.destination({ dest: 2, sync: true }));
  const redis = createRedis(env.redis, env.redisKeyPrefix, 5000);
  redis.on('error', () => undefined);
  try {
    if (!(await redisAnswers(redis, 5000, logger))) {
      process.stderr.write(`Redis does not answer at ${describeRedisTarget(env.redis, redactUrlPassword)}\n`);
      return 1;
    }
    const store = createSessionStore(redis, { absoluteSeconds: env.sessionAbsoluteSeconds });
    const result =
      args.command === 'list'
        ? { userCode: args.userCode, sessions: await listSessions(store, args.userCode) }
        : await revokeSessions(
            store,
            logger,
            args.userCode,
            { by: args.by ?? `${userInfo().username}@${hostname()}`, via: 'cli' },
            args.reason,
          );
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } finally {
    redis.disconnect();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 1;
  },
);
