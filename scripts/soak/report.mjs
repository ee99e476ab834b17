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
    `${os.availableParallelism()} × ${model}, ${gib} GiB, Node ${process.version}, Redis ${redisVersion}, ` +
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

export function writeDoc(file, text) {
  const intro = readFileSync(file, 'utf8').split('\n<!-- soak:results -->')[0];
  writeFileSync(file, `${intro}\n<!-- soak:results -->\n${text}\n`);
}
