import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OperationResult, Verdict } from './verdicts';

/** report.json: the core, when, and every operation's verdict (shapes, pointers, statuses; never a value). */
export interface Report {
  core: string;
  at: string;
  operations: OperationResult[];
}

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const md = (s: string) => s.replace(/\|/g, '\\|');

export function counts(report: Report): Record<Verdict, number> {
  const out: Record<Verdict, number> = { conforms: 0, deviates: 0, 'not-reached': 0 };
  for (const op of report.operations) out[op.verdict] += 1;
  return out;
}

/** The one-line summary core:check prints. */
export function summaryLine(report: Report): string {
  const c = counts(report);
  const assumed = report.operations.filter((o) => o.assumed);
  const of = (a: string) => assumed.filter((o) => o.assumption === a).length;
  return (
    `core:check ${report.core}: ${c.conforms} conform, ${c.deviates} deviate, ${c['not-reached']} not reached; ` +
    `x-assumed: ${of('confirmed')} confirmed, ${of('refuted')} refuted, ${of('untested')} untested`
  );
}

const findingsText = (op: OperationResult) =>
  op.findings.map((f) => `${f.kind} \`${f.pointer === '' ? '(body)' : f.pointer}\``).join(', ');

function markdown(report: Report): string {
  const rows = report.operations.map(
    (op) =>
      `| \`${op.method} ${op.path}\` | ${op.operationId} | ${op.verdict} | ${op.assumption ?? ''} | ` +
      `${op.statuses.join(', ')} | ${md(op.verdict === 'not-reached' ? (op.why ?? '') : findingsText(op))} | ` +
      `${op.quirks.join(', ')} |`,
  );
  return [
    '# core:check report',
    '',
    `Core: ${report.core}, ${report.at}. Shapes, JSON pointers and statuses only: no value of any answer.`,
    '',
    summaryLine(report),
    '',
    '| call | operationId | verdict | x-assumed | statuses | findings, or why not reached | quirks seen |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

function junit(report: Report): string {
  const c = counts(report);
  const cases = report.operations.map((op) => {
    const name = xml(`${op.method} ${op.path}`);
    const open = `    <testcase classname="legacy.yaml" name="${name}">`;
    if (op.verdict === 'deviates')
      return `${open}\n      <failure message="deviates">${xml(findingsText(op))}</failure>\n    </testcase>`;
    if (op.verdict === 'not-reached')
      return `${open}\n      <skipped message="${xml(op.why ?? '')}"/>\n    </testcase>`;
    return `${open}</testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="core:check">`,
    `  <testsuite name="${xml(report.core)}" tests="${report.operations.length}" failures="${c.deviates}" ` +
      `skipped="${c['not-reached']}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** Writes report.md, junit.xml and report.json to `dir` (made when missing). */
export function writeReports(dir: string, report: Report): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, 'report.md'), markdown(report));
  writeFileSync(path.join(dir, 'junit.xml'), junit(report));
}
