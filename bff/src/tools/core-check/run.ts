import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContract } from '../../docs/openapi';
import { callCore } from './core-call';
import { logIn } from './login';
import { CASE_READS, CASE_ROW, COMMON_READS, DELETE_CASE, WRITES, type Facts, type Step } from './plan';
import { writeReports, summaryLine, type Report } from './reports';
import { commandText, type Asker } from './secrets';
import { Verdicts } from './verdicts';

export interface CheckOptions {
  core: string;
  user?: string;
  caseCode?: string;
  writes: boolean;
  /** --yes: the writes' question answered yes (tests, a CI job on a sandbox). */
  yes: boolean;
  out: string;
}

export interface CheckIo {
  asker: Asker;
  print: (line: string) => void;
  env: Record<string, string | undefined>;
}

/** A read of legacy.yaml: a GET, or a POST marked `x-read: true` (it changes nothing, e.g. the search). */
const isRead = (method: string, op: Record<string, unknown>) => method === 'GET' || op['x-read'] === true;

/** Why core:check leaves some reads alone: what it would need and cannot get by itself. */
const UNFILLABLE: Record<string, string> = {
  'GET /public/ins/cus/agreeDoc': 'needs the number of a consent link sent to a customer by SMS',
  'GET /adm/com/shareAgent': 'needs the registration number (pirCode) of another agent',
};

const CASE_KEYS = new Set(CASE_READS.map((s) => s.key));
const WRITE_KEYS = new Set([...WRITES, DELETE_CASE].map((s) => s.key));

/** The reason an operation neither called nor explained on the way was left out. */
function defaultWhy(options: CheckOptions, loginFailed: string | undefined) {
  return (key: string, op: Record<string, unknown>): string => {
    const method = key.split(' ', 1)[0] ?? '';
    if (loginFailed && key !== 'GET /public/getVer') return `not called: ${loginFailed}`;
    if (WRITE_KEYS.has(key) && !options.writes)
      return 'a call of a case’s life: run with --writes (a sandbox agent only)';
    if (isRead(method, op)) {
      if (CASE_KEYS.has(key) && !options.caseCode) return 'a read of one case: run with --case TRANSCODE';
      return UNFILLABLE[key] ?? 'a read core:check has no values for';
    }
    if (key === 'POST /users/sendOtpLogin' || key === 'POST /users/verifyLoginOtp')
      return 'the core asked for no OTP at this login';
    return 'a write core:check does not make (outside a case’s life: it changes other data, asks a registry, sends a message, or is another login)';
  };
}

/** The core's URL as reported: without a user, password, query or fragment it may carry. */
function shownCore(core: string): string {
  const url = new URL(core);
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return url.toString().replace(/\/$/, '');
}

/**
 * One conformance run of a core against legacy.yaml (issue 42, Deliver 1): logs in as the BFF does, calls every
 * read it can fill in (with --case, every read of that case; with --writes, a case's life), checks each answer with
 * the BFF's compiled schemas, writes the reports and prints a summary. Exit code 1 when anything deviates, 2 when
 * the login did not finish (the reports still say what was seen and why the rest was not reached).
 */
export async function coreCheck(
  options: CheckOptions,
  io: CheckIo,
): Promise<{ exitCode: number; report: Report }> {
  const document = loadContract('legacy.yaml', io.env.LEGACY_OPENAPI);
  const verdicts = new Verdicts(document);
  const core = shownCore(options.core);
  let writes = options.writes;
  if (writes) {
    io.print(
      `core:check --writes creates a case on ${core}, saves drafts, check items and an AML form on it, and ` +
        'deletes it at the end: a sandbox agent only.',
    );
    if (!options.yes) {
      const answer = await io.asker.ask('Go on with the writes? [y/N] ');
      writes = /^y(es)?$/i.test(answer);
      if (!writes) io.print('core:check: no writes; the reads only.');
    }
  }
  const userCode = options.user ?? io.env.CORE_CHECK_USER ?? (await io.asker.ask('Agent code: '));
  const password = io.env.CORE_CHECK_PASSWORD ?? (await io.asker.ask('Password: ', true));
  const commandEnv = { CORE_CHECK_CORE: options.core, CORE_CHECK_USER: userCode };
  const session = await logIn(
    options.core,
    {
      userCode,
      password,
      captcha: async (image) => {
        const command = io.env.CORE_CHECK_CAPTCHA_CMD;
        if (command) return commandText(command, commandEnv);
        mkdirSync(options.out, { recursive: true });
        const file = path.join(options.out, 'captcha.svg');
        writeFileSync(file, image);
        try {
          return await io.asker.ask(`Captcha (the image is ${file}): `, true);
        } finally {
          rmSync(file, { force: true });
        }
      },
      otp: async () => {
        const command = io.env.CORE_CHECK_OTP_CMD;
        if (command) return commandText(command, commandEnv);
        return io.asker.ask('OTP (sent by e-mail): ', true);
      },
    },
    verdicts,
  );
  const loginFailed = typeof session === 'string' ? session : undefined;
  if (loginFailed) io.print(`core:check: ${loginFailed}`);
  const jar = typeof session === 'string' ? {} : session.jar;

  /** Runs the steps in order: each filled from the facts so far, called, checked, and learnt from. */
  const run = async (steps: Step[], facts: Facts) => {
    for (const step of steps) {
      const filled = step.fill(facts);
      if (typeof filled === 'string') {
        verdicts.notReached(step.key, filled);
        continue;
      }
      const [method = '', template = ''] = step.key.split(' ');
      try {
        const answer = await callCore(options.core, jar, method, template, filled);
        verdicts.record(answer);
        if (answer.status >= 200 && answer.status < 300) step.learn?.(answer.parsed, facts);
      } catch (err) {
        verdicts.notReached(
          step.key,
          `no answer (${(err as { code?: string }).code ?? (err as Error).name})`,
        );
      }
    }
  };

  if (loginFailed) await run([COMMON_READS[0] as Step], { userCode });
  else if (typeof session !== 'string') {
    const facts: Facts = { userCode };
    await run(COMMON_READS, facts);
    if (options.caseCode) await run([CASE_ROW, ...CASE_READS], { ...facts, transCode: options.caseCode });
    if (writes) {
      const life: Facts = { userCode, insurer: facts.insurer };
      try {
        await run(WRITES, life);
      } finally {
        if (life.transCode) await run([DELETE_CASE], life);
      }
    }
    await session.logout();
  }
  const report: Report = {
    core,
    at: new Date().toISOString(),
    operations: verdicts.results(defaultWhy({ ...options, writes }, loginFailed)),
  };
  writeReports(options.out, report);
  io.print(summaryLine(report));
  for (const op of report.operations.filter((o) => o.verdict === 'deviates'))
    io.print(
      `  deviates: ${op.method} ${op.path}: ${op.findings.map((f) => `${f.kind} ${f.pointer || '(body)'}`).join(', ')}`,
    );
  io.print(`core:check: reports in ${options.out} (report.md, junit.xml, report.json)`);
  // 1: the core deviates; 2: the login never finished, so nothing behind it was checked.
  const exitCode = report.operations.some((o) => o.verdict === 'deviates') ? 1 : loginFailed ? 2 : 0;
  return { exitCode, report };
}
