import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { useStack } from './support/stack';

const webDist = mkdtempSync(path.join(tmpdir(), 'ap-web-'));
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(path.join(webDist, 'version.json'), '{"version":"b1"}');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
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
});
