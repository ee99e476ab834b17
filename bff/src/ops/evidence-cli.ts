import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { redactUrlPassword } from '../common/logger';
import { createDatabase, databaseAnswers } from '../infra/database';
import {
  evidencePackage,
  readCaseEvidence,
  verifyEvidence,
  type EvidenceVerdict,
} from '../modules/proposals';

const USAGE = `usage: npm run evidence -- verify --all [--json]
       npm run evidence -- verify --case TRANSCODE [--json]
       npm run evidence -- export --case TRANSCODE [--out DIR]
Reads DATABASE_URL and EVIDENCE_HMAC_KEY from the environment, as the BFF does.
verify: exit 0 every chain verifies; 1 a chain does not (the report says where).
export: writes DIR/evidence-TRANSCODE.json and .html (DIR default .); exit 0 the chain verifies, 1 it does not.
Exit 2: usage; 3: the database cannot be read.`;

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
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) throw new UsageError('');
  const [command] = positionals;
  if (positionals.length !== 1 || (command !== 'verify' && command !== 'export'))
    throw new UsageError('unknown command');
  if (values.case !== undefined && !TRANS_CODE.test(values.case))
    throw new UsageError('TRANSCODE must be 1-40 letters, digits, _ or -');
  if (command === 'export') {
    if (values.case === undefined || values.all || values.json)
      throw new UsageError('export takes --case TRANSCODE [--out DIR]');
    return { command, transCode: values.case, out: values.out ?? '.' } as const;
  }
  if (values.out !== undefined) throw new UsageError('--out goes with export');
  if ((values.case === undefined) === !values.all) throw new UsageError('give --case TRANSCODE or --all');
  return {
    command,
    scope: values.case === undefined ? ('all' as const) : { transCode: values.case },
    json: !!values.json,
  } as const;
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
 * each head anchor of the signature evidence, as the BFF's role reads it (SELECT only), with a report and an exit code;
 * `export --case T [--out DIR]`: the auditor's package of one case (evidence-package.ts), JSON and a page.
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
    try {
      if (args.command === 'export') {
        const { records, verdict, checkedAt } = await readCaseEvidence(
          database,
          env.evidenceKeys,
          args.transCode,
        );
        const { json, html } = evidencePackage(args.transCode, records, verdict, checkedAt);
        mkdirSync(args.out, { recursive: true });
        const base = path.join(args.out, `evidence-${args.transCode}`);
        writeFileSync(`${base}.json`, `${JSON.stringify(json, null, 2)}\n`);
        writeFileSync(`${base}.html`, html);
        process.stdout.write(
          `${verdict.valid ? 'OK  ' : 'FAIL'}  ${args.transCode}  ${verdict.events} event(s)\n` +
            verdict.problems.map((p) => `        ${p}\n`).join('') +
            `written: ${base}.json, ${base}.html\n`,
        );
        return verdict.valid ? 0 : 1;
      }
      const verdict = await verifyEvidence(database, env.evidenceKeys, args.scope);
      process.stdout.write(args.json ? `${JSON.stringify(verdict, null, 2)}\n` : report(verdict));
      return verdict.valid ? 0 : 1;
    } catch (err) {
      process.stderr.write(`the evidence could not be read or written: ${(err as Error).message}\n`);
      return 3;
    }
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
