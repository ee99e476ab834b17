import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createMockApp } from '../../server';
import { consoleFiles } from '../console';

describe('the QA console at /__mock/console/ (issue 44 item 7)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mock-console-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1)');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the built page and its assets, and 404 for anything else', async () => {
    const app = express().use('/__mock/console', consoleFiles(dir));
    const page = await request(app).get('/__mock/console/');
    expect([page.status, page.type, page.text]).toEqual([200, 'text/html', '<div id="root"></div>']);
    expect((await request(app).get('/__mock/console')).status).toBe(301);
    const asset = await request(app).get('/__mock/console/assets/index-abc.js');
    expect([asset.status, asset.type]).toEqual([200, 'text/javascript']);
    expect(await request(app).get('/__mock/console/nope.js')).toMatchObject({ status: 404 });
  });

  it('says how to build it when it is not built', async () => {
    const app = express().use('/__mock/console', consoleFiles(path.join(dir, 'absent')));
    const res = await request(app).get('/__mock/console/');
    expect([res.status, res.body]).toEqual([
      404,
      { message: 'the console is not built: npm run build -w @agent-portal/mocks' },
    ]);
  });

  it('is off with the rest of the control API (production)', async () => {
    const res = await request(createMockApp({ control: false })).get('/__mock/console/');
    expect([res.status, res.body]).toEqual([404, { message: '查無此服務' }]);
    const settings = await request(createMockApp({ control: false })).get('/__mock/console-settings');
    expect(settings.status).toBe(404);
  });
});
