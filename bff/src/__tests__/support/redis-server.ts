import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';

/** A free loopback port (asked of the OS, then released for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers(url: string, tries = 80): Promise<void> {
  for (let i = 0; i < tries; i++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    const ok = await probe.connect().then(
      () => probe.ping().then(() => true),
      () => false,
    );
    probe.disconnect();
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the private redis-server at ${url} does not answer`);
}

/**
 * A private redis-server (a child of the test, never the shared one) with an append-only file synced on every
 * write, as a production Redis keeps sessions across a restart: `stop()` ends it, `start()` brings it back on the
 * same port and data directory.
 */
export async function privateRedis() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ap-redis-'));
  const url = `redis://127.0.0.1:${port}/0`;
  let child: ChildProcess | null = null;
  const start = async () => {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''];
    child = spawn('redis-server', [...args, '--appendonly', 'yes', '--appendfsync', 'always'], {
      stdio: 'ignore',
    });
    await answers(url);
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return resolve();
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  await start();
  return {
    url,
    port,
    start,
    stop,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type PrivateRedis = Awaited<ReturnType<typeof privateRedis>>;
