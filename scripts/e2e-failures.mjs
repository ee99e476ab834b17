// What a failed e2e run leaves for whoever reads only the tail of CI's output: for each failed test, its stack's BFF
// requests during the test (compact), then the page as Playwright last saw it (the aria snapshot of error-context.md),
// then the error, so the test's name and message are the last lines printed.
// Usage: node scripts/e2e-failures.mjs <playwright.json> <logs dir>  (the logs are scripts/e2e.sh's bff-<n>.log)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const [reportFile, logsDir] = process.argv.slice(2);
const MAX_REQUESTS = 60;
const MAX_PAGE_LINES = 120;

function* failures(suite, titles = []) {
  // A file's suite is titled with its file name, which the test's place already shows.
  const own = suite.title && suite.title !== suite.file ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      for (const result of test.results) {
        if (result.status !== 'passed' && result.status !== 'skipped') {
          yield { where: `${spec.file}:${spec.line}`, title: [...own, spec.title].join(' › '), result };
        }
      }
    }
  }
  for (const child of suite.suites ?? []) yield* failures(child, own);
}

/** One line a request: the time, status, method, path, the BFF's whole and the core's time, and the message if not the usual. */
function compact(line) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line.slice(0, 300);
  }
  const time = new Date(entry.time).toISOString().slice(11, 23);
  const status = entry.res?.statusCode ?? '';
  const request = entry.req ? `${entry.req.method} ${entry.req.url}` : '';
  const timing =
    entry.responseTime === undefined ? '' : `${entry.responseTime} ms (core ${entry.legacyMs ?? 0})`;
  const message =
    entry.msg === 'request' ? '' : `${entry.msg ?? ''} ${entry.err?.message ?? entry.code ?? ''}`;
  return [time, status, request, timing, message].filter(Boolean).join('  ').slice(0, 300);
}

function requestsDuring(result) {
  const file = path.join(logsDir, `bff-${result.parallelIndex}.log`);
  if (!existsSync(file)) return [`(no ${file})`];
  const from = Date.parse(result.startTime);
  const to = from + result.duration + 1000;
  // A line without a time (a stack trace on stderr) goes with the timed line before it.
  let inWindow = false;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => {
      const time = /"time":(\d+)/.exec(line)?.[1];
      if (time) inWindow = Number(time) >= from && Number(time) <= to;
      return inWindow && line.trim() !== '';
    });
  const shown = lines.slice(-MAX_REQUESTS).map(compact);
  return lines.length > MAX_REQUESTS ? [`(the last ${MAX_REQUESTS} of ${lines.length})`, ...shown] : shown;
}

/** The mock logs only its start; anything else in its log (a crash, a warning) is shown. */
function mockLog(result) {
  const file = path.join(logsDir, `mock-${result.parallelIndex}.log`);
  if (!existsSync(file)) return [];
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n');
  return lines.some((line) => !line.includes('"mock core listening"')) ? lines.slice(-20).map(compact) : [];
}

function pageAtFailure(result) {
  const context = result.attachments.find((a) => a.name === 'error-context' && a.path && existsSync(a.path));
  if (!context) return ['(no error-context attachment)'];
  const text = readFileSync(context.path, 'utf8');
  const end = text.indexOf('# Test source');
  const lines = (end < 0 ? text : text.slice(0, end)).trimEnd().split('\n');
  return lines.length > MAX_PAGE_LINES ? [...lines.slice(0, MAX_PAGE_LINES), '(cut)'] : lines;
}

const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const found = [...failures({ suites: report.suites })];
for (const { where, title, result } of found) {
  console.log(
    `\n=== ${where} ${title}: stack ${result.parallelIndex}, from ${result.startTime} for ${result.duration} ms`,
  );
  console.log(`--- its BFF's log during the test (bff-${result.parallelIndex}.log)`);
  for (const line of requestsDuring(result)) console.log(line);
  const mock = mockLog(result);
  if (mock.length)
    console.log(`--- the end of its mock's log (mock-${result.parallelIndex}.log)\n${mock.join('\n')}`);
  console.log('--- the page as Playwright last saw it');
  for (const line of pageAtFailure(result)) console.log(line);
  console.log('--- the error');
  const message = stripVTControlCharacters(result.error?.message ?? String(result.status));
  console.log(message.split('\n').slice(0, 25).join('\n'));
}
console.log(`\n${found.length} failed: ${found.map((f) => `${f.where} ${f.title}`).join('; ')}`);
