import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Issue 21: no cycle between the folders of bff/src (config, common, legacy, session, infra, http, proxy, docs) nor
 * between module trees (modules/<area>), counting every relative import outside tests, `import type` included. The
 * root files (app.ts, services.ts, index.ts) compose the folders and stay out of the graph; modules name the
 * composition root's `Services` type only.
 */
const SRC = path.resolve(__dirname, '../..');
const IMPORT = /(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : sources(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** `modules/proposals/aml/x.ts` → `modules/proposals`; `http/route.ts` → `http`; root files → null. */
function unitOf(file: string): string | null {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts.length === 1) return null;
  if (parts[0] === 'modules') return parts.length > 2 ? `modules/${parts[1]}` : 'modules';
  return parts[0] ?? null;
}

function graph(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of sources(SRC)) {
    const from = unitOf(file);
    if (from === null) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = unitOf(path.resolve(path.dirname(file), `${spec}.ts`));
      if (to === null || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)?.add(to);
    }
  }
  return edges;
}

/** Every cycle found by a depth-first walk, as the list of units along it. */
function cycles(edges: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (unit: string) => {
    state.set(unit, 'open');
    stack.push(unit);
    for (const next of edges.get(unit) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(unit, 'done');
  };
  for (const unit of edges.keys()) if (!state.has(unit)) visit(unit);
  return found;
}

describe('bff/src folders', () => {
  it('import each other without a cycle (folders and module trees)', () => {
    const edges = graph();
    expect(edges.size).toBeGreaterThan(8);
    expect(cycles(edges)).toEqual([]);
  });

  it('finds a cycle when there is one (the walk itself)', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(edges)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
