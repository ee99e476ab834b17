// node --test scripts/machine-alone.test.mjs: npm run bench and npm run soak leave the machine's settings alone
// (issue 39 item 10). A dry run over their sources: every path under the system's folders that the bench, the soak
// and what they source or import name is listed with what it is used for, and each must be a known use that changes
// nothing (a binary run, a file read). A new path, or a known one written, fails until it is reviewed here. The one
// system setting the bench may change, haltpoll's knob, is opt-in: idle-poll.test.mjs proves it is neither read nor
// written unless BENCH_IDLE_POLL_NS asks. Package installs (apt-get) and the private PostgreSQL cluster and Redis
// under .tmp/ are what the scripts may do.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ENTRY = [
  'scripts/bench.sh',
  'scripts/soak.sh',
  'scripts/ensure.sh',
  'scripts/bench.mjs',
  'scripts/soak.mjs',
];
const FOLDERS = ['scripts/bench', 'scripts/soak'];
const SYSTEM_PATH = /(?<![\w.$-])\/(?:sys|etc|usr|var|proc|lib|boot|run|opt|srv|root)(?:\/[\w.*<>${}-]+)*/g;

/** The known uses: a path (or its folder) and what the scripts do with it. */
const KNOWN = [
  ['/usr/bin/env', 'the shebang'],
  ['/var/lib/apt/lists', 'read: whether apt-get update is due before an install'],
  ['/usr/bin/chromium', 'run: the browser of bench:ui'],
  ['/usr/sbin/nginx', "run: the machine's nginx when installed (else Debian's package unpacked in .tmp/)"],
  [
    '/usr/lib/postgresql/*/bin',
    "run: Debian's initdb and pg_ctl for the private cluster under .tmp/postgres",
  ],
  ['/proc', 'read: CPU time of the measured processes, cpuinfo for the report'],
  ['/sys/module/haltpoll/parameters/guest_halt_poll_ns', 'opt-in (BENCH_IDLE_POLL_NS): idle-poll.test.mjs'],
];
const WRITE =
  /(?:>>?|\btee\b|\bsed\s+-i|\b(?:cp|mv|rm|mkdir|chmod|chown|ln|touch)\b|(?:write|append)FileSync|mkdirSync|rmSync)/;

function sources() {
  const files = [...ENTRY];
  for (const folder of FOLDERS)
    for (const name of readdirSync(path.join(root, folder)))
      if (/\.(mjs|cjs|sh)$/.test(name) && !name.includes('.test.')) files.push(path.join(folder, name));
  return files;
}

/** What the scripts would touch outside the project: `file:line path (read|write?)`. */
function dryRun() {
  const touched = [];
  for (const file of sources()) {
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const [found] of line.matchAll(SYSTEM_PATH)) {
          const known = KNOWN.find(([known]) => found === known || found.startsWith(`${known}/`));
          const comment = /^\s*(?:\/\/|\*|\/\*|#(?!!))/.test(line);
          const written = !comment && WRITE.test(line.replace(/\d?>\/dev\/null|>&\d|<\w+>/g, ''));
          touched.push({ at: `${file}:${i + 1}`, path: found, known: known?.[1], written });
        }
      });
  }
  return touched;
}

test('the bench and the soak name no system path but the known, unwritten ones', () => {
  const touched = dryRun();
  assert.ok(touched.length > 0, 'the dry run found the known paths');
  const unknown = touched.filter((t) => !t.known).map((t) => `${t.at} ${t.path}`);
  assert.deepEqual(unknown, [], 'a system path the dry run does not know');
  const written = touched.filter((t) => t.written).map((t) => `${t.at} ${t.path}`);
  assert.deepEqual(written, [], 'a system path on a line that writes');
});

test('no policy-rc.d, no pg_hba.conf but the private cluster own, no sysctl', () => {
  for (const file of sources()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    assert.doesNotMatch(text, /policy-rc\.d|sysctl|\/etc\/postgresql|pg_ctlcluster/, file);
  }
});

test('the dry run catches a write to a system path', () => {
  const line = "printf '#!/bin/sh\\nexit 101\\n' >/usr/sbin/policy-rc.d";
  const [found] = line.match(SYSTEM_PATH);
  assert.equal(found, '/usr/sbin/policy-rc.d');
  assert.ok(WRITE.test(line));
  assert.equal(
    KNOWN.find(([known]) => found === known || found.startsWith(`${known}/`)),
    undefined,
  );
});
