// Preloaded into the BFF and the floors by `npm run bench` only (node -r): samples the event-loop delay during one
// run. SIGUSR2 starts the histogram, and the next SIGUSR2 writes its percentiles (ms) as one line on stderr and stops
// it (the first answer is empty). Between runs nothing samples: the histogram's timer wakes the loop every
// millisecond, and five idle servers sharing the measured server's CPU woke it 5,000 times a second (docs/bench.md,
// sixth pass). Nothing of it runs in a normal BFF.
const { monitorEventLoopDelay } = require('node:perf_hooks');

// The histogram records each sampling interval whole (resolution included): the delay is what exceeds it.
const RESOLUTION_MS = 1;
const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
let sampling = false;
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.max(0, Math.round((ns / 1e6 - RESOLUTION_MS) * 100) / 100);
  let figures = {};
  if (sampling) {
    histogram.disable();
    figures = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
  } else {
    histogram.reset();
    histogram.enable();
  }
  sampling = !sampling;
  process.stderr.write(`bench-eld ${JSON.stringify(figures)}\n`);
});
