// The alert rules (docs/prometheus/*.rules.yml) and the Grafana dashboards (docs/grafana/*.json) name only metrics
// the BFF exposes (bff/src/http/metrics.ts, and prom-client's default process metrics it adds) or Prometheus itself
// records (up): promtool checks the rules' syntax, not that a name exists, and a renamed metric would silence its
// alert, or blank its panel, for good.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { collectDefaultMetrics, Registry } from 'prom-client';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const source = readFileSync(path.join(root, 'bff/src/http/metrics.ts'), 'utf8');
const ownMetrics = [...source.matchAll(/name: '([a-z_]+)'|'(bff_[a-z_]+)'/g)].map((m) => m[1] ?? m[2]);
// prom-client's defaults, as this installed version names them (the BFF calls collectDefaultMetrics).
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });
const defaultMetrics = processRegistry.getMetricsAsArray().map((m) => m.name);
const exposed = new Set([...ownMetrics, ...defaultMetrics]);
const SUFFIXES = ['_bucket', '_count', '_sum'];
const known = (name) =>
  name === 'up' ||
  exposed.has(name) ||
  SUFFIXES.some((s) => name.endsWith(s) && exposed.has(name.slice(0, -s.length)));

let bad = 0;
let checked = 0;
function check(where, expr, namePattern) {
  for (const [name] of expr.matchAll(namePattern)) {
    checked++;
    if (!known(name)) {
      console.error(`${where}: ${name} is not a metric of bff/src/http/metrics.ts nor a prom-client default`);
      bad++;
    }
  }
}

const rulesDir = path.join(root, 'docs/prometheus');
for (const file of readdirSync(rulesDir).filter((f) => f.endsWith('.rules.yml'))) {
  const text = readFileSync(path.join(rulesDir, file), 'utf8');
  const exprs = [...text.matchAll(/expr: (\|\n(?:\s{10,}.*\n)+|.*)/g)].map((m) => m[1]);
  for (const expr of exprs) check(file, expr, /\b(?:bff_[a-z_]+|up)\b(?=\s*[{[)]|\s*(?:==|>|<))/g);
}

/** Every PromQL string of a dashboard: the panels' (and rows' panels') targets, and the query variables. */
function dashboardQueries(node, found = []) {
  if (Array.isArray(node)) node.forEach((item) => dashboardQueries(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'expr' || key === 'query' || key === 'definition') && typeof value === 'string')
        found.push(value);
      else dashboardQueries(value, found);
    }
  }
  return found;
}

const dashboardsDir = path.join(root, 'docs/grafana');
let panels = 0;
for (const file of readdirSync(dashboardsDir).filter((f) => f.endsWith('.json'))) {
  const dashboard = JSON.parse(readFileSync(path.join(dashboardsDir, file), 'utf8'));
  const queries = dashboardQueries(dashboard);
  panels += queries.length;
  // A dashboard names only the BFF's (bff_), the process's (nodejs_, process_) and Prometheus's (up) metrics.
  for (const expr of queries)
    check(`grafana/${file}`, expr, /\b(?:(?:bff|nodejs|process)_[a-z0-9_]+|up)\b(?=\s*[{[)(,])/g);
}
if (!panels) {
  console.error('docs/grafana holds no dashboard query');
  bad++;
}
if (bad) process.exit(1);
console.log(
  `alert rules and dashboards name only exposed metrics (${checked} names checked; ${ownMetrics.length} in metrics.ts, ${defaultMetrics.length} prom-client defaults)`,
);
process.exit(0);
