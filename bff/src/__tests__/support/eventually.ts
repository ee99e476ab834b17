/**
 * Polls `probe` until `done` holds of its value, and returns that value: a wait for a condition, not for a length of
 * time. The deadline only bounds a condition that never comes (a failure, reported with `what` and the last value);
 * it is not a guess of how long a write takes.
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
  deadlineMs = 15_000,
): Promise<T> {
  const until = Date.now() + deadlineMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > until)
      throw new Error(`${what}: not so after ${deadlineMs} ms (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
