import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { keepAliveAgent, PROXY_IDLE_SOCKET_MS } from '../legacy-proxy';

/** One GET through the agent, the body read. */
function get(port: number, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

const freeSockets = (agent: http.Agent) => Object.values(agent.freeSockets).flatMap((list) => list ?? []);

describe('the streamed calls keep-alive agent', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('ok'));
    server.keepAliveTimeout = 60_000; // the far end would keep it: only the agent's own limit drops it
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('drops an idle socket before a 5 s server keep-alive could close it under a new request', () => {
    expect(PROXY_IDLE_SOCKET_MS).toBeLessThan(5_000);
  });

  it('reuses a socket while it is fresh, and destroys it once idle past its limit', async () => {
    const agent = keepAliveAgent(300);
    try {
      expect(await get(port, agent)).toBe(200);
      const [socket] = freeSockets(agent);
      expect(freeSockets(agent)).toHaveLength(1);
      expect(await get(port, agent)).toBe(200);
      expect(freeSockets(agent)).toEqual([socket]); // the same socket, reused
      // The server keeps it (60 s): only the agent's idle limit closes it, and then it leaves the free list.
      const idleSince = Date.now();
      await once(socket!, 'close');
      expect(Date.now() - idleSince).toBeGreaterThanOrEqual(250);
      expect(freeSockets(agent)).toHaveLength(0);
      expect(await get(port, agent)).toBe(200); // a fresh socket, no hang-up
    } finally {
      agent.destroy();
    }
  });
});
