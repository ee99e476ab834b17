// The alert rules (docs/prometheus/*.rules.yml) name only metrics the BFF exposes (bff/src/http/metrics.ts) or
// Prometheus itself records (up): promtool checks the syntax, not that a name exists, and a renamed metric would
// silence its alert for good.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const source = readFileSync(path.join(root, 'bff/src/http/metrics.ts'), 'utf8');
const exposed = new Set([...source.matchAll(/name: '([a-z_]+)'|'(bff_[a-z_]+)'/g)].map((m) => m[1] ?? m[2]));
const SUFFIXES = ['_bucket', '_count', '_sum'];
const known = (name) =>
  name === 'up' ||
  exposed.has(name) ||
  SUFFIXES.some((s) => name.endsWith(s) && exposed.has(name.slice(0, -s.length)));

const dir = path.join(root, 'docs/prometheus');
let bad = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.rules.yml'))) {
  const text = readFileSync(path.join(dir, file), 'utf8');
  const exprs = [...text.matchAll(/expr: (\|\n(?:\s{10,}.*\n)+|.*)/g)].map((m) => m[1]);
  for (const expr of exprs) {
    for (const [name] of expr.matchAll(/\b(?:bff_[a-z_]+|up)\b(?=\s*[{[)]|\s*(?:==|>|<))/g)) {
      if (!known(name)) {
        console.error(`${file}: ${name} is not a metric of bff/src/http/metrics.ts`);
        bad++;
      }
    }
  }
}
if (bad) process.exit(1);
console.log(`alert rules name only exposed metrics (${exposed.size} in metrics.ts)`);
