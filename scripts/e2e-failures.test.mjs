// scripts/e2e-failures.mjs: a failed test's requests in its window, its page and its error, the error last.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

const script = path.join(import.meta.dirname, 'e2e-failures.mjs');

test('prints the failed test: its stack requests during it, the page, the error without colours, then the list', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-failures-'));
  const start = Date.parse('2026-11-30T06:00:00.000Z');
  const line = (time, url, status) =>
    JSON.stringify({
      level: 30,
      time,
      req: { method: 'POST', url },
      res: { statusCode: status },
      responseTime: 4,
      legacyMs: 2,
      msg: 'request',
    });
  writeFileSync(
    path.join(dir, 'bff-1.log'),
    [
      line(start - 5000, '/api/before', 200),
      line(start + 100, '/api/during', 409),
      'a line not JSON',
      line(start + 9000, '/api/after', 200),
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'mock-1.log'), '{"level":"info","msg":"mock core listening"}\n');
  writeFileSync(
    path.join(dir, 'page.md'),
    '# Page snapshot\n\n- alert: 系統忙碌中\n\n# Test source\nsecret source',
  );
  const result = (status, parallelIndex) => ({
    status,
    parallelIndex,
    startTime: new Date(start).toISOString(),
    duration: 2000,
    error: status === 'failed' ? { message: '\u001b[31mError\u001b[39m: stayed on INS_S6' } : undefined,
    attachments: [{ name: 'error-context', path: path.join(dir, 'page.md'), contentType: 'text/markdown' }],
  });
  const spec = (title, line, status) => ({
    title,
    file: 'road/n6.spec.ts',
    line,
    ok: status === 'passed',
    tests: [{ results: [result(status, 1)] }],
  });
  const report = {
    suites: [
      {
        title: 'road/n6.spec.ts',
        file: 'road/n6.spec.ts',
        specs: [spec('passes', 3, 'passed')],
        suites: [{ title: 'n6', file: 'road/n6.spec.ts', specs: [spec('goes on', 9, 'failed')] }],
      },
    ],
  };
  writeFileSync(path.join(dir, 'playwright.json'), JSON.stringify(report));

  const out = execFileSync('node', [script, path.join(dir, 'playwright.json'), dir], { encoding: 'utf8' });

  assert.match(out, /=== road\/n6\.spec\.ts:9 n6 › goes on: stack 1/);
  assert.match(out, /409 {2}POST \/api\/during {2}4 ms \(core 2\)/);
  assert.match(out, /a line not JSON/);
  assert.doesNotMatch(out, /\/api\/before|\/api\/after|passes|secret source|mock core listening/);
  assert.ok(out.indexOf('/api/during') < out.indexOf('系統忙碌中'));
  assert.ok(out.indexOf('系統忙碌中') < out.indexOf('Error: stayed on INS_S6'));
  assert.ok(!out.includes('\u001b'));
  assert.equal(out.trimEnd().split('\n').at(-1), '1 failed: road/n6.spec.ts:9 n6 › goes on');
});
