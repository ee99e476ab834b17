// The table of legacy.yaml's assumptions in docs/legacy-contract.md (issue 42 item 4): every operation marked
// `x-assumed: {what, why}`, with the verdict of the last core:check against the mock (docs/core-check-mock.json,
// kept in step by bff/src/__tests__/core-check.test.ts), generated between the page's two markers.
// `node scripts/assumptions-table.mjs` writes it; `--check` exits 1 when the page is out of step with legacy.yaml or
// the verdicts (scripts/assumptions-table.test.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const LEGACY_YAML = path.join(root, 'contracts/openapi/legacy.yaml');
export const PAGE = path.join(root, 'docs/legacy-contract.md');
/** The verdicts of the last core:check against the mock: `{operations: [{method, path, verdict, assumption, why}]}`. */
export const MOCK_VERDICTS = path.join(root, 'docs/core-check-mock.json');
export const START = '<!-- assumptions: generated from legacy.yaml by scripts/assumptions-table.mjs -->';
export const END = '<!-- assumptions: end -->';
/** What an operation may assume: its path, its parameters, its request body, its answer, or what it means. */
export const ASSUMABLE = ['path', 'parameters', 'request', 'answer', 'meaning'];
const METHODS = ['get', 'post', 'put', 'delete'];

/** Every assumed operation of the document, in its order: `{method, path, operationId, what, why}`. */
export function assumptions(document) {
  return Object.entries(document.paths ?? {}).flatMap(([where, item]) =>
    METHODS.filter((m) => item[m]?.['x-assumed']).map((m) => {
      const { what, why } = item[m]['x-assumed'];
      return { method: m.toUpperCase(), path: where, operationId: item[m].operationId, what, why };
    }),
  );
}

/** The problems of the marks themselves: each names what it assumes (a known word, at least one) and why. */
export function markProblems(rows) {
  return rows.flatMap((r) => {
    const at = `${r.method} ${r.path}`;
    const problems = [];
    if (!Array.isArray(r.what) || r.what.length === 0) problems.push(`${at}: x-assumed.what lists nothing`);
    else for (const w of r.what) if (!ASSUMABLE.includes(w)) problems.push(`${at}: x-assumed.what "${w}"`);
    if (typeof r.why !== 'string' || r.why.trim() === '') problems.push(`${at}: x-assumed.why is empty`);
    return problems;
  });
}

const cell = (text) => String(text).replace(/\|/g, '\\|');

/** What the last core:check against the mock said of one assumed operation. */
export function verdictOf(operations, r) {
  const op = operations.find((o) => o.method === r.method && o.path === r.path);
  if (!op) return 'not in the last run';
  if (op.verdict === 'not-reached') return `not reached: ${op.why}`;
  return op.assumption ?? op.verdict;
}

/** The markdown table, markers included; `operations`: the verdicts of the last core:check against the mock. */
export function table(rows, operations = []) {
  return [
    START,
    `${rows.length} operations of legacy.yaml are assumptions: the specs left out what the fourth column says. The`,
    'last column is what the last `core:check` against the mock made of each (docs/core-check-mock.json).',
    '',
    '| call | operationId | assumed | why (what the spec left out) | last core:check vs the mock |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| \`${r.method} ${r.path}\` | ${r.operationId} | ${r.what.join(', ')} | ${cell(r.why)} | ` +
        `${cell(verdictOf(operations, r))} |`,
    ),
    END,
  ].join('\n');
}

/** The page with its table replaced by `generated`; throws when the markers are missing. */
export function withTable(page, generated) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start)
    throw new Error(`docs/legacy-contract.md: the markers ${START} … ${END} are missing`);
  return page.slice(0, start) + generated + page.slice(end + END.length);
}

export function generate() {
  const rows = assumptions(YAML.parse(readFileSync(LEGACY_YAML, 'utf8')));
  const problems = markProblems(rows);
  if (problems.length) throw new Error(problems.join('\n'));
  const { operations } = JSON.parse(readFileSync(MOCK_VERDICTS, 'utf8'));
  const page = readFileSync(PAGE, 'utf8');
  return { page, next: withTable(page, table(rows, operations)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { page, next } = generate();
  if (process.argv.includes('--check')) {
    if (page !== next) {
      console.error(
        'docs/legacy-contract.md: the assumptions table is stale (node scripts/assumptions-table.mjs)',
      );
      process.exit(1);
    }
  } else if (page !== next) {
    writeFileSync(PAGE, next);
    console.log('wrote the assumptions table of docs/legacy-contract.md');
  }
}
