// Child processes of the bench (mock core, BFFs, nginx, a private Redis): started, awaited, measured, stopped.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, createWriteStream, openSync, readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const children = [];

/**
 * Where the bench's processes run (docs/bench.md, "CPU placement"): on a machine of 2 CPUs or more with `taskset`,
 * the servers measured (the BFFs, the floors, the reference nginx) share the last CPU and nothing else runs there;
 * the bench itself (its load generator), the static core, the mock and Redis keep the others. Otherwise (one CPU, no
 * taskset, or BENCH_PIN=0) nothing is placed. Returns the measured servers' CPU, or undefined.
 */
export function placeProcesses() {
  const cpus = availableParallelism();
  if (process.env.BENCH_PIN === '0' || cpus < 2) return undefined;
  try {
    execFileSync('taskset', ['-a', '-p', '-c', `0-${cpus - 2}`, String(process.pid)], { stdio: 'ignore' });
  } catch {
    return undefined;
  }
  return cpus - 1;
}

/**
 * Starts a child with its stdout written straight to `logFile` (its own descriptor: the bench's event loop, which
 * runs the load generator, never copies a log line) and its stderr appended there too; `onLine` sees every stderr line.
 * `cpu`: the CPU it runs on (taskset), else the bench's own; `nice`: its scheduling niceness (`nice -n`, e.g. 10 for a
 * process whose CPU must yield to the measured path's).
 */
export function startChild(name, command, args, { env = {}, logFile, onLine, cpu, nice } = {}) {
  const [niced, nicedArgs] =
    nice === undefined ? [command, args] : ['nice', ['-n', String(nice), command, ...args]];
  const [cmd, argv] =
    cpu === undefined ? [niced, nicedArgs] : ['taskset', ['-c', String(cpu), niced, ...nicedArgs]];
  const out = openSync(logFile, 'a');
  const child = spawn(cmd, argv, { env: { ...process.env, ...env }, stdio: ['ignore', out, 'pipe'] });
  closeSync(out);
  const log = createWriteStream(logFile, { flags: 'a' });
  let pending = '';
  child.stderr.on('data', (chunk) => {
    log.write(chunk);
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop();
    for (const line of lines) onLine?.(line);
  });
  child.benchName = name;
  child.on('exit', (code, signal) => {
    child.exited = { code, signal };
  });
  // A command that cannot start (e.g. no nginx) is a child that exited: waitFor says so, the bench stops the rest.
  child.on('error', (err) => {
    child.exited = { error: err.message };
  });
  children.push(child);
  return child;
}

export function stopAll() {
  for (const child of children) if (!child.exited) child.kill('SIGTERM');
}

/** Polls `url` every 250 ms until it answers 2xx, `seconds` at most (40 by default), or `child` exits. */
export async function waitFor(url, child, seconds = 40) {
  for (let i = 0; i < seconds * 4; i++) {
    if (child?.exited) throw new Error(`${child.benchName} exited (${JSON.stringify(child.exited)})`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no answer from ${url}`);
}

const CLOCK_TICKS = 100; // USER_HZ on Linux (getconf CLK_TCK)

/** CPU time (µs, user + system) of a process and its direct children (nginx's workers), from /proc. */
export function cpuMicros(pid) {
  const own = (p) => {
    const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  };
  let total = own(pid);
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const kids = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const kid of kids ? kids.split(' ') : []) total += own(kid);
  }
  return total;
}

/**
 * CPU time (ns) of a process's threads and of its direct children's (nginx's workers), from each thread's
 * `/proc/<pid>/task/<tid>/schedstat`: exact, where `/proc/<pid>/stat` counts in 10 ms ticks, too coarse for a slot
 * of a few hundred ms (bench/alternate.mjs). A thread that ends meanwhile is left out.
 */
export function cpuNanos(pid) {
  const threads = (p) => {
    try {
      return readdirSync(`/proc/${p}/task`);
    } catch {
      return [];
    }
  };
  const read = (file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  };
  let total = 0;
  const add = (p) => {
    for (const t of threads(p)) total += Number(read(`/proc/${p}/task/${t}/schedstat`).split(' ')[0]) || 0;
  };
  add(pid);
  for (const t of threads(pid))
    for (const kid of read(`/proc/${pid}/task/${t}/children`).trim().split(' ').filter(Boolean)) add(kid);
  return total;
}

/**
 * Waits until `child` is quiet: no CPU tick (10 ms) charged to it over `stepMs`, `maxMs` at most. After a run the
 * server just measured still works for a while (closing the run's sockets, flushing its log, V8's garbage collection
 * once the traffic stops); on a CPU it shares with the next run's server, that work would be charged to the next run.
 */
export async function settled(child, { stepMs = 200, maxMs = 3000 } = {}) {
  let before = cpuMicros(child.pid);
  for (let waited = 0; waited < maxMs; waited += stepMs) {
    await new Promise((resolve) => setTimeout(resolve, stepMs));
    const now = cpuMicros(child.pid);
    if (now === before) return;
    before = now;
  }
}
