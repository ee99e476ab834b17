import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { useStack } from './support/stack';

const webDist = mkdtempSync(path.join(tmpdir(), 'ap-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webDist, 'version.json'), '{"version":"b1"}');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
// As the build's precompress writes them: the brotli and gzip copies beside the file.
const APP = `export const app = ${JSON.stringify('代理人入口'.repeat(200))};`;
writeFileSync(path.join(webDist, 'assets', 'app-Zz99.js'), APP);
writeFileSync(path.join(webDist, 'assets', 'app-Zz99.js.br'), brotliCompressSync(APP));
writeFileSync(path.join(webDist, 'assets', 'app-Zz99.js.gz'), gzipSync(APP));
writeFileSync(
  path.join(webDist, 'index.html.br'),
  brotliCompressSync('<!doctype html><div id="root"></div>'),
);
const ctx = useStack({ WEB_DIST: webDist });

describe('the SPA files', () => {
  it('hashed assets are cached for good', async () => {
    const res = await supertest(ctx.stack.app).get('/assets/index-Ab12Cd34.js').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the version file and the page are revalidated on every load, so a redeploy is seen at once', async () => {
    for (const url of ['/version.json', '/index.html', '/login', '/home']) {
      const res = await supertest(ctx.stack.app).get(url).expect(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  describe('compressed as the browser accepts (issue 24 item 5)', () => {
    const get = (url: string, acceptEncoding: string) =>
      supertest(ctx.stack.app)
        .get(url)
        .set('Accept-Encoding', acceptEncoding)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });

    it('brotli first, then gzip, then the file itself; Vary: Accept-Encoding; the type and caching unchanged', async () => {
      const br = await get('/assets/app-Zz99.js', 'gzip, deflate, br').expect(200);
      expect(br.headers['content-encoding']).toBe('br');
      // supertest decodes what it receives: the header says what was sent.
      expect((br.body as Buffer).toString()).toBe(APP);
      const gz = await get('/assets/app-Zz99.js', 'gzip').expect(200);
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect((gz.body as Buffer).toString()).toBe(APP);
      const plain = await get('/assets/app-Zz99.js', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect((plain.body as Buffer).toString()).toBe(APP);
      for (const res of [br, gz, plain]) {
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        expect(res.headers['content-type']).toMatch(/javascript/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    });

    it('the page is negotiated too, revalidated; a file without copies is sent as it is', async () => {
      const page = await get('/proposal/search', 'br').expect(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect((page.body as Buffer).toString()).toContain('id="root"');
      const small = await get('/assets/index-Ab12Cd34.js', 'br, gzip').expect(200);
      expect(small.headers['content-encoding']).toBeUndefined();
    });
  });
});

describe('/metrics beside the SPA (issue 40)', () => {
  it.each([
    ['X-Forwarded-For', '203.0.113.9'],
    ['Forwarded', 'for=203.0.113.9'],
  ])('/metrics with %s answers the 404 envelope, not the SPA page', async (name, value) => {
    const res = await supertest(ctx.stack.app).get('/metrics').set(name, value);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});
