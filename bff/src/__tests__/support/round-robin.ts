import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny round-robin HTTP load balancer: each request goes to the next upstream; an upstream that refuses the
 * connection is skipped and the request goes to the next one (nginx's `proxy_next_upstream error`). The request
 * body is read first so it can be sent again; a fresh connection per request, so a dead upstream is seen at once.
 */
export async function roundRobin(upstreams: string[]) {
  let next = 0;
  const served = new Map<string, number>();
  const forward = (target: string, req: http.IncomingMessage, body: Buffer) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const out = http.request(
        `${target}${req.url}`,
        { method: req.method, headers: req.headers, agent: false },
        resolve,
      );
      out.on('error', reject);
      out.end(body);
    });
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      for (let attempt = 0; attempt < upstreams.length; attempt++) {
        const target = upstreams[next++ % upstreams.length]!;
        try {
          const answer = await forward(target, req, body);
          served.set(target, (served.get(target) ?? 0) + 1);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break;
        }
      }
      res.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** How many answers each upstream gave. */
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
