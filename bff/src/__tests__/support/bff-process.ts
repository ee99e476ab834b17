import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const DIST = path.resolve(__dirname, '../../../dist/index.js');

/**
 * One BFF process from the built dist (npm run build; npm test builds the BFF before its jest run). With
 * `keepOutput`, everything it writes on stdout and stderr is kept whole (`output()`); otherwise stdout is dropped
 * and only the last 4,000 characters of stderr are kept, for the error of a process that does not start.
 */
export async function startBffProcess(
  port: number,
  env: Record<string, string>,
  {
    keepOutput = false,
    untilAnswered = false,
  }: {
    keepOutput?: boolean;
    /** Resolve once /readyz answers at all (a 503 too: a test of what makes it unready), not only once ready. */
    untilAnswered?: boolean;
  } = {},
) {
  if (!existsSync(DIST)) throw new Error(`${DIST} is missing: run npm run build -w @agent-portal/bff first`);
  const child: ChildProcess = spawn(process.execPath, [DIST], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', keepOutput ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  const kept = { stdout: '', stderr: '' };
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + String(chunk)).slice(-4000);
    if (keepOutput) kept.stderr += String(chunk);
  });
  child.stdout?.on('data', (chunk: Buffer) => (kept.stdout += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the BFF on ${port} exited: ${stderr}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok || untilAnswered,
      () => false,
    );
    if (ready) break;
    if (i > 150) throw new Error(`the BFF on ${port} is not ready: ${stderr}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    /** What the process has written so far (`keepOutput` only). */
    output: () => ({ ...kept }),
    /** Sends SIGTERM (a graceful stop); the promise holds the exit code once the process is gone. */
    terminate: () =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
    /** Ends the process at once (SIGKILL: a crash, no graceful close) and waits for it to be gone. */
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}
export type BffProcess = Awaited<ReturnType<typeof startBffProcess>>;
