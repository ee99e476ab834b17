// The soak's closing figures, printed and written to docs/soak.md (its intro kept, the results replaced).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export function machineLine(redisVersion) {
  const model =
    /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? os.cpus()[0]?.model;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const gib = (os.totalmem() / 2 ** 30).toFixed(1);
  return (
    `${os.cpus().length} × ${model}, ${gib} GiB, Node ${process.version}, Redis ${redisVersion}, ` +
    `commit ${commit}; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}`
  );
}

const mib = (bytes) => (bytes / 2 ** 20).toFixed(1);

export function heapTable(heaps) {
  const rows = heaps.map(
    ({ name, warm, end }) =>
      `| ${name} | ${mib(warm.heapUsed)} MiB | ${mib(end.heapUsed)} MiB | ` +
      `${(((end.heapUsed - warm.heapUsed) / warm.heapUsed) * 100).toFixed(1)} % | ${mib(end.rss)} MiB |`,
  );
  return [
    '| instance | heap after warm-up (GC) | heap after the run (GC) | change | RSS at the end |',
    '|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function callTable(stats) {
  const rows = stats
    .table()
    .map(([name, n, p50, p99, max]) => `| ${name} | ${n} | ${p50} | ${p99} | ${max} |`);
  return ['| call | count | p50 ms | p99 ms | max ms |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** The soak's own section (the "Last run"): between its markers, the drills' sections after it kept. */
export function writeDoc(file, text) {
  writeSection(file, 'results', text);
}

/** Replaces the text between `<!-- soak:<id> -->` and `<!-- /soak:<id> -->` (appended at the end when absent). */
export function writeSection(file, id, text) {
  const doc = readFileSync(file, 'utf8');
  const [open, close] = [`<!-- soak:${id} -->`, `<!-- /soak:${id} -->`];
  const from = doc.indexOf(open);
  const to = doc.indexOf(close);
  const block = `${open}\n${text}\n${close}`;
  if (from < 0 || to < from) writeFileSync(file, `${doc.trimEnd()}\n\n${block}\n`);
  else writeFileSync(file, `${doc.slice(0, from)}${block}${doc.slice(to + close.length)}`);
}

/** A Markdown table from a header row and rows. */
export function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** "503 SESSION_STORE_DOWN × 12, …" or "none". */
export const kindsText = (kinds) =>
  kinds.size ? [...kinds].map(([k, n]) => `${k} × ${n}`).join(', ') : 'none';

export const isoNow = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
