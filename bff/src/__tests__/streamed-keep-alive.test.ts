import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { useStack } from './support/stack';

/**
 * A streamed answer (the captcha image, files, PDFs: legacyProxy) leaves nothing behind on the browser's kept-alive
 * connection. http-proxy-middleware's incoming `timeout` option made httpxy call `req.socket.setTimeout(ms, cb)` for
 * every request: one more `timeout` listener (holding that request) per answer on the same socket, and Node's
 * MaxListenersExceededWarning on stderr at the 11th (seen in `npm run bench`'s file runs). The upstream call keeps
 * its own deadline (`proxyTimeout`); the browser's socket keeps the server's.
 */
const ctx = useStack();

test('20 streamed answers on one kept-alive connection add no listener to its socket and no warning', async () => {
  const server = http.createServer(ctx.stack.app);
  const sockets: Socket[] = [];
  server.on('connection', (socket) => sockets.push(socket));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const warnings: Error[] = [];
  const onWarning = (w: Error) => warnings.push(w);
  process.on('warning', onWarning);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const { port } = server.address() as AddressInfo;
  const get = () =>
    new Promise<number>((done, fail) =>
      http
        .get({ port, host: '127.0.0.1', path: '/api/auth/captcha', agent }, (res) => {
          res.resume();
          res.on('end', () => done(res.statusCode ?? 0));
        })
        .on('error', fail),
    );
  try {
    expect(await get()).toBe(200);
    const [socket] = sockets;
    if (!socket) throw new Error('the first answer came on no connection the server saw');
    const after1 = socket.listenerCount('timeout');
    for (let i = 0; i < 19; i++) expect(await get()).toBe(200);
    expect(sockets).toHaveLength(1);
    expect(socket.listenerCount('timeout')).toBe(after1);
    await new Promise((r) => setImmediate(r));
    expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
  } finally {
    process.off('warning', onWarning);
    agent.destroy();
    await new Promise((done) => server.close(done));
  }
});
