// node --test scripts/assumptions-table.test.mjs: docs/legacy-contract.md's table of assumptions is legacy.yaml's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assumptions,
  generate,
  markProblems,
  table,
  verdictOf,
  withTable,
  START,
  END,
} from './assumptions-table.mjs';

test('the page holds the table generated from legacy.yaml (node scripts/assumptions-table.mjs)', () => {
  const { page, next } = generate();
  assert.equal(page, next);
});

const document = {
  paths: {
    '/a': {
      get: {
        operationId: 'getA',
        'x-assumed': { what: ['path', 'answer'], why: 'spec 9 names "a | b" only' },
      },
      post: { operationId: 'postA' },
    },
    '/b': { delete: { operationId: 'deleteB', 'x-assumed': { what: ['meaning'], why: 'no screen' } } },
  },
};

test('lists every assumed operation, in the document order, with what and why', () => {
  const rows = assumptions(document);
  assert.deepEqual(
    rows.map((r) => `${r.method} ${r.path} ${r.operationId}`),
    ['GET /a getA', 'DELETE /b deleteB'],
  );
  const text = table(rows, [{ method: 'GET', path: '/a', verdict: 'conforms', assumption: 'confirmed' }]);
  assert.match(
    text,
    /^\| `GET \/a` \| getA \| path, answer \| spec 9 names "a \\\| b" only \| confirmed \|$/m,
  );
  assert.match(text, /^\| `DELETE \/b` \| deleteB \| meaning \| no screen \| not in the last run \|$/m);
  assert.ok(text.startsWith(START) && text.endsWith(END));
});

test('refuses a mark without what, with an unknown word, or without why', () => {
  const rows = [
    { method: 'GET', path: '/x', what: [], why: 'w' },
    { method: 'GET', path: '/y', what: ['shape'], why: 'w' },
    { method: 'GET', path: '/z', what: ['path'], why: ' ' },
  ];
  assert.deepEqual(markProblems(rows), [
    'GET /x: x-assumed.what lists nothing',
    'GET /y: x-assumed.what "shape"',
    'GET /z: x-assumed.why is empty',
  ]);
  assert.deepEqual(markProblems(assumptions(document)), []);
});

test('replaces only what stands between the markers, and says when they are missing', () => {
  const page = `before\n${START}\nold\n${END}\nafter\n`;
  assert.equal(withTable(page, `${START}\nnew\n${END}`), `before\n${START}\nnew\n${END}\nafter\n`);
  assert.throws(() => withTable('no markers', 'x'), /markers/);
});

test('names the verdict of the last core:check against the mock: confirmed, refuted, or why not reached', () => {
  const row = { method: 'GET', path: '/a' };
  const at = (op) => verdictOf([{ method: 'GET', path: '/a', ...op }], row);
  assert.equal(at({ verdict: 'conforms', assumption: 'confirmed' }), 'confirmed');
  assert.equal(at({ verdict: 'deviates', assumption: 'refuted' }), 'refuted');
  assert.equal(
    at({ verdict: 'not-reached', assumption: 'untested', why: 'needs a case' }),
    'not reached: needs a case',
  );
  assert.equal(verdictOf([], row), 'not in the last run');
});
