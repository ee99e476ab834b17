// Idle vCPUs that poll before they halt, for the length of a bench (docs/bench.md, "Idle polling").
//
// On a KVM guest whose cpuidle driver is haltpoll with guest_halt_poll_ns 0 (this VM's kernel command line), an idle
// vCPU halts at once, and waking a task on it costs an inter-processor interrupt that exits to the hypervisor. Every
// request the measured server answers wakes the load generator, Redis or the core on the other CPU, so its CPU per
// request carries that exit whenever the other CPU happened to be idle: more often the slower the server is, which
// widens any gap between two servers (the BFF's request line measured 17 µs a GET that way, 1 µs with polling).
import { readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';

const KNOB = '/sys/module/haltpoll/parameters/guest_halt_poll_ns';

/**
 * Opt-in (the machine's settings are not the bench's to change): with BENCH_IDLE_POLL_NS set, sets haltpoll's
 * guest_halt_poll_ns to `ns` (200000 is what docs/bench.md measured with) when the knob exists, is writable (root)
 * and is lower. Unset or 0: nothing is read or written. Returns what the bench's header says and `restore()`, which
 * puts the old value back (also on exit: a bench that fails midway leaves the machine as it found it).
 * `knob`: the parameter's file (a test gives its own).
 */
export function pollIdleCpus(ns = Number(process.env.BENCH_IDLE_POLL_NS ?? 0), knob = KNOB) {
  if (!(ns > 0))
    return {
      said: 'idle vCPUs as the machine has them (BENCH_IDLE_POLL_NS unset: haltpoll left alone)',
      restore: () => undefined,
    };
  let before;
  try {
    before = Number(readFileSync(knob, 'utf8').trim());
  } catch {
    return { said: 'idle vCPUs as the machine has them (no haltpoll knob)', restore: () => undefined };
  }
  const polls = (n) => `idle vCPUs poll ${n / 1000} µs before halting`;
  if (!(ns > before)) return { said: `${polls(before)} (haltpoll, as set)`, restore: () => undefined };
  try {
    writeFileSync(knob, String(ns));
  } catch {
    return { said: `${polls(before)} (haltpoll; not writable here)`, restore: () => undefined };
  }
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    writeFileSync(knob, String(before));
  };
  process.on('exit', restore);
  // A signal ends the process through 'exit' (so `restore` runs), with the shell's code for that signal.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => process.exit(128 + constants.signals[signal]));
  return { said: `${polls(ns)} (haltpoll; was ${before / 1000} µs, restored after)`, restore };
}
