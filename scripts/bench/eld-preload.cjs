// Preloaded into the BFF by `npm run bench` only (node -r): samples the event-loop delay and, on SIGUSR2, writes
// its percentiles (ms) as one line on stderr and starts afresh. Nothing of it runs in a normal BFF.
const { monitorEventLoopDelay } = require('node:perf_hooks');

// The histogram records each sampling interval whole (resolution included): the delay is what exceeds it.
const RESOLUTION_MS = 1;
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
  const figures = {
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
  };
  process.stderr.write(`bench-eld ${JSON.stringify(figures)}\n`);
  histogram.reset();
});
