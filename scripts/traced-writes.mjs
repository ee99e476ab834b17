// What a command and every process it starts wrote to the file system, read from strace (machine-alone.test.mjs):
// each successful call that creates, opens for writing, removes, renames, links or changes the mode, owner or times
// of a path, with the path made absolute (the process's working folder, followed across chdir and fork, or the
// folder of a directory descriptor). Writes by a package install (apt-get, dpkg and what they start) are kept apart:
// installing is what the scripts may do.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The calls that change a path; open and openat only with a flag that writes. */
const CHANGES = [
  'creat',
  'mkdir',
  'mkdirat',
  'rmdir',
  'unlink',
  'unlinkat',
  'rename',
  'renameat',
  'renameat2',
  'link',
  'linkat',
  'symlink',
  'symlinkat',
  'chmod',
  'fchmodat',
  'chown',
  'lchown',
  'fchownat',
  'truncate',
  'utimensat',
  'mknod',
  'mknodat',
  'setxattr',
  'lsetxattr',
  'removexattr',
  'lremovexattr',
];
const OPENS = ['open', 'openat', 'openat2'];
const PROCESS = ['execve', 'execveat', 'clone', 'clone3', 'fork', 'vfork', 'chdir', 'fchdir'];
const WRITE_FLAG = /O_WRONLY|O_RDWR|O_CREAT|O_TRUNC|O_APPEND/;
const INSTALLER = /\/(?:apt-get|apt|dpkg|dpkg-deb)"/;

/** `PID name(args) = result`; with -f a call another process interrupts is split into `… <unfinished ...>` and
 * `PID <... name resumed>…) = result`, joined here. */
const CALL = /^(\d+)\s+(\w+)\((.*)\)\s+=\s+(-?\d+|0x[0-9a-f]+|\?)/;
const UNFINISHED = /^(\d+)\s+(\w+)\((.*) <unfinished \.\.\.>$/;
const RESUMED = /^(\d+)\s+<\.\.\. (\w+) resumed>(.*)\)\s+=\s+(-?\d+|0x[0-9a-f]+|\?)/;
/** A quoted string of strace (-s large: never cut), or a descriptor with its path (-y): `3</some/dir>`. */
const ARG = /"((?:[^"\\]|\\.)*)"|(?:^|, )(?:AT_FDCWD|-?\d+)<([^>]*)>/g;

const unquote = (s) =>
  s.replace(/\\(x[0-9a-f]{2}|[0-7]{1,3}|.)/g, (_, e) => (e === 'n' ? '\n' : e.length > 1 ? '?' : e));

/**
 * Runs `command` (argv) under `strace -f` from `cwd` with `env`; returns its exit status, its output, and the
 * paths written: `{ path, syscall, pid, installer }`, in order.
 */
export function tracedWrites(command, { cwd, env, timeoutMs }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'traced-writes-'));
  const out = path.join(dir, 'trace');
  try {
    const run = spawnSync(
      'strace',
      [
        '-f',
        '-qq',
        '-y',
        '-s',
        '4096',
        '--seccomp-bpf',
        '-e',
        `trace=${[...CHANGES, ...OPENS, ...PROCESS].join(',')}`,
        '-o',
        out,
        ...command,
      ],
      { cwd, env, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 2 ** 20 },
    );
    if (run.error) throw run.error;
    if (!existsSync(out)) throw new Error(`strace did not run: ${run.stderr}`);
    return {
      status: run.status,
      output: `${run.stdout}${run.stderr}`,
      writes: parse(readFileSync(out, 'utf8'), cwd),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The successful calls of an strace -f output, unfinished ones joined: `{ pid, name, args, result }`. */
function calls(trace) {
  const pending = new Map();
  const found = [];
  for (const line of trace.split('\n')) {
    let m = UNFINISHED.exec(line);
    if (m) {
      pending.set(m[1], m[3]);
      continue;
    }
    m = RESUMED.exec(line);
    if (m) {
      found.push({ pid: Number(m[1]), name: m[2], args: `${pending.get(m[1]) ?? ''}${m[3]}`, result: m[4] });
      pending.delete(m[1]);
      continue;
    }
    m = CALL.exec(line);
    if (m) found.push({ pid: Number(m[1]), name: m[2], args: m[3], result: m[4] });
  }
  return found.filter((c) => !c.result.startsWith('-') && c.result !== '?');
}

/** The writes in an strace -f -y output, the first process's working folder being `cwd`. */
export function parse(trace, cwd) {
  const all = calls(trace);
  // A child's first calls may come before its parent's clone returns: the parents first, from every clone.
  const parentOf = new Map();
  for (const c of all)
    if (['clone', 'clone3', 'fork', 'vfork'].includes(c.name)) parentOf.set(Number(c.result), c.pid);
  const cwdOf = new Map();
  const installers = new Set();
  const cwdNow = (pid) => {
    if (!cwdOf.has(pid)) cwdOf.set(pid, parentOf.has(pid) ? cwdNow(parentOf.get(pid)) : cwd);
    return cwdOf.get(pid);
  };
  const installing = (pid) => {
    for (let p = pid; p !== undefined; p = parentOf.get(p)) if (installers.has(p)) return true;
    return false;
  };
  const writes = [];
  for (const { pid, name, args } of all) {
    const here = cwdNow(pid);
    const strings = [];
    const dirs = [];
    for (const a of args.matchAll(ARG)) {
      if (a[1] !== undefined) strings.push(unquote(a[1]));
      else dirs.push(a[2]);
    }
    if (name === 'execve' || name === 'execveat') {
      if (INSTALLER.test(`"${strings[0] ?? ''}"`)) installers.add(pid);
    } else if (name === 'chdir') cwdOf.set(pid, path.resolve(here, strings[0]));
    else if (name === 'fchdir') cwdOf.set(pid, dirs[0] ?? here);
    else if (CHANGES.includes(name) || (OPENS.includes(name) && WRITE_FLAG.test(args))) {
      // Each path against the descriptor given before it (the …at calls), else the working folder.
      const skip = name.startsWith('symlink') ? 1 : 0; // a symlink's target is not written
      strings.slice(skip).forEach((p, i) => {
        const base = dirs[Math.min(i, dirs.length - 1)] ?? here;
        writes.push({ path: path.resolve(base, p), syscall: name, pid, installer: installing(pid) });
      });
    }
  }
  return writes;
}
