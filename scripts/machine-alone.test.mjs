// node --test scripts/machine-alone.test.mjs: npm run bench and npm run soak leave the machine's settings alone
// (issue 39 item 10). Two proofs:
// - A real run of each, short (their duration knobs; BENCH_WRITE=0 and SOAK_WRITE=0 leave the docs as they are),
//   under strace: every path they and every process they start write (create, open for writing, remove, rename, link,
//   change mode, owner or times) is listed (traced-writes.mjs), and none may be under /etc, /sys, /proc/sys, /usr or
//   /boot. A package install (apt-get, dpkg and what they start) is what the scripts may do: its writes are set apart.
// - Over their sources, for what a short run does not reach (the soak's drills, an apt-get install, the opt-in
//   haltpoll knob): every path under the system's folders that the bench, the soak and what they source or import
//   name is listed with what it is used for, and each must be a known use that changes nothing (a binary run, a file
//   read). A new path, or a known one written, fails until it is reviewed here. idle-poll.test.mjs proves haltpoll's
//   knob is neither read nor written unless BENCH_IDLE_POLL_NS asks.
// The traced runs take their ports from BENCH_PORT_BASE and SOAK_PORT_BASE (18500 and 18700 by default), the soak
// PostgreSQL from POSTGRES_ADMIN_URL, as npm run bench and npm run soak do; about 30-50 s together once the dists
// are built (npm test runs it after its builds; with a stale bff or mocks dist the bench builds everything first).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parse, tracedWrites } from './traced-writes.mjs';

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

/** Where a run may not write (but through a package install). */
const SYSTEM = /^\/(?:etc|sys|proc\/sys|usr|boot)(?:\/|$)/;

/** The paths a command wrote under the system's folders, package installs apart: `syscall path`. */
function systemWrites(writes) {
  return [
    ...new Set(
      writes.filter((w) => !w.installer && SYSTEM.test(w.path)).map((w) => `${w.syscall} ${w.path}`),
    ),
  ];
}

/** The short runs: each script's duration knobs at their least, its doc left as it is, and the line it ends on. */
const SHORT_RUNS = {
  bench: {
    env: { BENCH_WRITE: '0', BENCH_SECONDS: '0.25', BENCH_ROUNDS: '1', BENCH_WARMUP_SECONDS: '0.25' },
    end: /docs\/bench\.md left as it is \(BENCH_WRITE=0\)/,
  },
  soak: {
    env: { SOAK_WRITE: '0', SOAK_AGENTS: '2', SOAK_MINUTES: '0.05', SOAK_WARMUP_SECONDS: '1' },
    end: /docs\/soak\.md left as it is \(SOAK_WRITE=0\)/,
  },
};

for (const [script, { env, end }] of Object.entries(SHORT_RUNS))
  test(`a short npm run ${script}, traced, writes nothing under /etc, /sys, /proc/sys, /usr or /boot`, () => {
    const run = tracedWrites(['bash', `scripts/${script}.sh`], {
      cwd: root,
      env: { ...process.env, ...env },
      timeoutMs: 240_000,
    });
    // It must reach its end and be seen writing its own files, else it proved little.
    assert.match(run.output, end, `${script} did not run to its end:\n${run.output.slice(-3000)}`);
    assert.ok(
      run.writes.some((w) => w.path.startsWith(path.join(root, '.tmp', script))),
      `${script}: the trace saw none of its own files in .tmp/${script}`,
    );
    assert.deepEqual(systemWrites(run.writes), []);
  });

test('the trace sees a write wherever it is made, and sets apart what a package install writes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'machine-alone-'));
  try {
    const { writes } = tracedWrites(
      ['bash', '-c', 'cd sub && echo x >written && mkdir made && mv written moved'],
      {
        cwd: (mkdirSync(path.join(dir, 'sub')), dir),
        env: process.env,
      },
    );
    const seen = writes.map((w) => `${w.syscall} ${path.relative(dir, w.path)}`);
    for (const expected of ['openat sub/written', 'mkdir sub/made', 'renameat2 sub/moved'])
      assert.ok(seen.includes(expected), `${expected} in ${seen.join(', ')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // What strace writes for a policy-rc.d made by a shell, a knob written by a child, and dpkg unpacking.
  const trace = [
    '100 execve("/usr/bin/bash", ["bash"], 0x7ffc /* 3 vars */) = 0',
    '100 clone(child_stack=NULL, flags=SIGCHLD) = 101',
    '101 openat(AT_FDCWD</work>, "/usr/sbin/policy-rc.d", O_WRONLY|O_CREAT|O_TRUNC, 0666) = 3</usr/sbin/policy-rc.d>',
    '100 chdir("/sys/module/haltpoll") = 0',
    '100 openat(AT_FDCWD</sys/module/haltpoll>, "parameters/guest_halt_poll_ns", O_WRONLY <unfinished ...>',
    '100 <... openat resumed>) = 3</sys/module/haltpoll/parameters/guest_halt_poll_ns>',
    '100 openat(AT_FDCWD</etc>, "hosts", O_RDONLY|O_CLOEXEC) = 3</etc/hosts>',
    '100 mkdir("/etc/refused", 0777) = -1 EACCES (Permission denied)',
    '100 clone(child_stack=NULL, flags=SIGCHLD) = 102',
    '102 execve("/usr/bin/apt-get", ["apt-get", "install"], 0x7ffc /* 3 vars */) = 0',
    '102 clone(child_stack=NULL, flags=SIGCHLD) = 103',
    '103 renameat2(AT_FDCWD</>, "/etc/redis/redis.conf.dpkg-new", AT_FDCWD</>, "/etc/redis/redis.conf", 0) = 0',
  ].join('\n');
  const writes = parse(trace, '/work');
  assert.deepEqual(systemWrites(writes), [
    'openat /usr/sbin/policy-rc.d',
    'openat /sys/module/haltpoll/parameters/guest_halt_poll_ns',
  ]);
  assert.deepEqual(
    writes.filter((w) => w.installer).map((w) => w.path),
    ['/etc/redis/redis.conf.dpkg-new', '/etc/redis/redis.conf'],
  );
});
