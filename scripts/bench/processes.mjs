// Child processes of the bench (mock core, BFFs, nginx, a private Redis): started, awaited, measured, stopped.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createWriteStream } from 'node:fs';

const children = [];

/** Starts a child with its stdout/stderr written to `logFile`; `onLine` sees every stderr line as well. */
export function startChild(name, command, args, { env = {}, logFile, onLine } = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(logFile);
  child.stdout.pipe(log);
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
