// Preloaded into the BFF by `npm run soak` only (node --expose-gc -r): on SIGUSR2 it collects garbage (twice, so
// what the first pass freed is gone) and writes the heap in use as one line on stderr. Nothing of it runs in a
// normal BFF.
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') {
    global.gc();
    global.gc();
  }
  const { heapUsed, rss } = process.memoryUsage();
  process.stderr.write(`soak-heap ${JSON.stringify({ heapUsed, rss })}\n`);
});
