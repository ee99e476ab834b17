import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { freePort } from './redis-server';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => Promise<boolean>, tries = 100): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check().catch(() => false)) return;
    await pause(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

function probe(port: number): Redis {
  const client = new Redis(port, '127.0.0.1', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  return client;
}

async function ask<T>(port: number, run: (c: Redis) => Promise<T>): Promise<T> {
  const client = probe(port);
  try {
    await client.connect();
    return await run(client);
  } finally {
    client.disconnect();
  }
}

/**
 * A private Sentinel topology (children of the test, loopback ports, never the shared Redis): a primary, a replica
 * and `sentinelCount` Sentinels (redis-server --sentinel, what Debian's redis-sentinel runs) watching them as
 * `name`, quick to judge a primary down (1 s). `killPrimary()` SIGKILLs whichever server is the primary now.
 */
export async function sentinelTopology({ name = 'portal', sentinelCount = 1, downAfterMs = 1000 } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ap-sentinel-'));
  const children: ChildProcess[] = [];
  const servers = new Map<number, ChildProcess>();
  const run = (args: string[]) => {
    const child = spawn('redis-server', args, { stdio: 'ignore' });
    children.push(child);
    return child;
  };
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  for (const [port, extra] of [
    [primaryPort, []],
    [replicaPort, ['--replicaof', '127.0.0.1', String(primaryPort)]],
  ] as const) {
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', ''];
    servers.set(port, run([...args, '--dbfilename', `${port}.rdb`, '--appendonly', 'no', ...extra]));
  }
  await until('the replica in sync', () =>
    ask(replicaPort, async (c) => (await c.info('replication')).includes('master_link_status:up')),
  );
  const sentinelPorts: number[] = [];
  for (let i = 0; i < sentinelCount; i++) {
    const port = await freePort();
    const conf = path.join(dir, `sentinel-${port}.conf`);
    writeFileSync(
      conf,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${dir}`,
        `sentinel monitor ${name} 127.0.0.1 ${primaryPort} ${Math.floor(sentinelCount / 2) + 1}`,
        `sentinel down-after-milliseconds ${name} ${downAfterMs}`,
        `sentinel failover-timeout ${name} 10000`,
        `sentinel parallel-syncs ${name} 1`,
        '',
      ].join('\n'),
    );
    run([conf, '--sentinel']);
    sentinelPorts.push(port);
  }
  const primaryNow = async (): Promise<number> => {
    const reply = await ask(sentinelPorts[0] ?? 0, (c) =>
      c.call('SENTINEL', 'get-master-addr-by-name', name),
    );
    return Number((reply as string[])[1]);
  };
  await until('the Sentinels to know the replica', async () => {
    const counts = await Promise.all(
      sentinelPorts.map((p) =>
        ask(p, async (c) => {
          const replicas = (await c.call('SENTINEL', 'replicas', name)) as unknown[];
          return replicas.length;
        }),
      ),
    );
    return counts.every((n) => n >= 1);
  });
  return {
    name,
    sentinels: sentinelPorts.map((port) => ({ host: '127.0.0.1', port })),
    /** REDIS_SENTINELS for a BFF process. */
    sentinelsEnv: sentinelPorts.map((p) => `127.0.0.1:${p}`).join(','),
    primaryNow,
    /** Waits until every write so far reached the replica (WAIT 1), as a quiet moment before a crash would. */
    settle: async () => {
      const port = await primaryNow();
      await ask(port, (c) => c.wait(1, 2000));
    },
    /** SIGKILLs the current primary (a crash: no shutdown save, no goodbye to the replica); returns its port. */
    killPrimary: async () => {
      const port = await primaryNow();
      const child = servers.get(port);
      if (!child || child.exitCode !== null) throw new Error(`no running primary on ${port}`);
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      });
      return port;
    },
    close: async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null || child.signalCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
export type SentinelTopology = Awaited<ReturnType<typeof sentinelTopology>>;
