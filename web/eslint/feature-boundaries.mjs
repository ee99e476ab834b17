import path from 'node:path';

/**
 * The web's layers (docs/architecture.md, "Web: features and boundaries"): shared code (`components`, `lib`,
 * `hooks`, `api`, `config`) → features → app. A feature imports only itself and shared code; features compose in
 * `app/` (routes pass callbacks and components). Shared code imports no feature and not the app; no feature imports
 * the app. Import specifiers are resolved (the `@/` alias and relative paths), so `../../other-feature/x` is caught
 * as `@/features/other-feature` is; static, dynamic (`import()`), re-exports and `vi.mock` paths are all checked.
 */
const SHARED = new Set(['components', 'lib', 'hooks', 'api', 'config']);

/** Where a file of web/src sits: `{layer: 'feature', feature}`, `{layer: 'app'}`, `{layer: 'shared'}`, or null. */
function placeOf(srcRoot, file) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features')
    return second ? { layer: 'feature', feature: second.replace(/\.[cm]?[jt]sx?$/, '') } : null;
  if (top === 'app') return { layer: 'app' };
  if (SHARED.has(top)) return { layer: 'shared' };
  return null;
}

function resolveSpecifier(srcRoot, file, specifier) {
  if (specifier.startsWith('@/')) return path.join(srcRoot, specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../'))
    return path.resolve(path.dirname(file), specifier);
  return null;
}

/** Why an import from `from` to `to` is refused, or null. */
function refusal(from, to) {
  if (!from || !to) return null;
  if (from.layer === 'feature') {
    if (to.layer === 'feature' && to.feature !== from.feature)
      return `Feature "${from.feature}" must not import feature "${to.feature}": features compose in app/ (pass callbacks or components), or move shared code to components/, lib/, hooks/ or api/.`;
    if (to.layer === 'app')
      return `Feature "${from.feature}" must not import app/: the app composes features, not the other way.`;
  }
  if (from.layer === 'shared') {
    if (to.layer === 'feature') return `Shared code must not import feature "${to.feature}".`;
    if (to.layer === 'app') return 'Shared code must not import app/.';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Web layers: shared → features → app; no feature imports another feature.' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: { boundary: '{{why}}' },
  },
  create(context) {
    const srcRoot = path.resolve(context.options[0]?.srcRoot ?? 'web/src');
    const file = path.resolve(context.filename);
    const from = placeOf(srcRoot, file);
    if (!from) return {};
    const check = (node) => {
      if (!node || node.type !== 'Literal' || typeof node.value !== 'string') return;
      const target = resolveSpecifier(srcRoot, file, node.value);
      const why = target && refusal(from, placeOf(srcRoot, target));
      if (why) context.report({ node, messageId: 'boundary', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      CallExpression(node) {
        // The module names of vi.mock, vi.importActual and require calls count too.
        const callee = node.callee;
        const named =
          (callee.type === 'MemberExpression' &&
            callee.object.type === 'Identifier' &&
            callee.object.name === 'vi' &&
            callee.property.type === 'Identifier' &&
            ['mock', 'doMock', 'importActual', 'importMock'].includes(callee.property.name)) ||
          (callee.type === 'Identifier' && callee.name === 'require');
        if (named) check(node.arguments[0]);
      },
    };
  },
};

export default { rules: { 'feature-boundaries': rule } };
