import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { redactUrlPassword } from '../common/logger';
import { createDatabase, databaseAnswers } from '../infra/database';
import { verifyEvidence, type EvidenceVerdict } from '../modules/proposals';

const USAGE = `usage: npm run evidence -- verify --all [--json]
       npm run evidence -- verify --case TRANSCODE [--json]
Reads DATABASE_URL and EVIDENCE_HMAC_KEY from the environment, as the BFF does.
Exit 0: every chain verifies; 1: a chain does not (the report says where); 2: usage; 3: the database cannot be read.`;

const TRANS_CODE = /^[A-Za-z0-9_-]{1,40}$/;

class UsageError extends Error {}

function parse(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      case: { type: 'string' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) throw new UsageError('');
  if (positionals.length !== 1 || positionals[0] !== 'verify') throw new UsageError('unknown command');
  if ((values.case === undefined) === !values.all) throw new UsageError('give --case TRANSCODE or --all');
  if (values.case !== undefined && !TRANS_CODE.test(values.case))
    throw new UsageError('TRANSCODE must be 1-40 letters, digits, _ or -');
  return {
    scope: values.case === undefined ? ('all' as const) : { transCode: values.case },
    json: !!values.json,
  };
}

/** The report for a person: one line per case, what is wrong under each failing one, and the verdict. */
function report(verdict: EvidenceVerdict): string {
  const lines = [
    `evidence verify: ${verdict.cases.length} case(s), ${verdict.events} event(s), snapshot of ${verdict.checkedAt}`,
  ];
  for (const c of verdict.cases) {
    lines.push(`${c.valid ? 'OK  ' : 'FAIL'}  ${c.transCode}  ${c.events} event(s)`);
    for (const problem of c.problems) lines.push(`        ${problem}`);
  }
  const failed = verdict.cases.filter((c) => !c.valid).length;
  lines.push(
    failed
      ? `result: FAIL, ${failed} of ${verdict.cases.length} case(s) do not verify`
      : `result: OK, every chain, HMAC and head anchor verifies`,
  );
  return `${lines.join('\n')}\n`;
}

/**
 * `npm run evidence -- verify [--case T | --all] [--json]` (issue 43 Deliver 3): every chain, every event's HMAC and
 * each head anchor of the signature evidence, as the BFF's role reads it (SELECT only), with a report and an exit code.
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
  if (env.evidenceKeyIsDefault)
    process.stderr.write('EVIDENCE_HMAC_KEY is not set: verifying with the public development key\n');
  const database = createDatabase(env.databaseUrl);
  database.on('error', () => undefined);
  try {
    if (!(await databaseAnswers(database))) {
      process.stderr.write(
        `the evidence database does not answer at ${redactUrlPassword(env.databaseUrl)}\n`,
      );
      return 3;
    }
    let verdict: EvidenceVerdict;
    try {
      verdict = await verifyEvidence(database, env.evidenceKey, args.scope);
    } catch (err) {
      process.stderr.write(`the evidence could not be read: ${(err as Error).message}\n`);
      return 3;
    }
    process.stdout.write(args.json ? `${JSON.stringify(verdict, null, 2)}\n` : report(verdict));
    return verdict.valid ? 0 : 1;
  } finally {
    await database.end();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exitCode = 3;
  },
);
