/* global window, requestAnimationFrame */
// npm run bench:ui (issue 39, "The browser"): what an agent waits for in Debian's Chromium over an office line
// (CDP Network.emulateNetworkConditions: 10 Mbit/s each way, 40 ms round trip), not a test. Starts a mock core and a
// BFF serving the built SPA on its own ports, logs in as AG00001, then measures in the page's own clock:
//   - a cold first load of /login (empty cache) until the employee-number field takes input;
//   - a cold first load of /proposal (logged in, empty cache) until its rows are drawn;
//   - an in-app navigation from home to the list (the menu, no page load) until its rows are drawn;
//   - 查詢 on the list until the rows are drawn again;
//   - a warm wizard tab switch (each tab visited once before) until its step is interactive.
// Medians over rounds; the table goes to the console and to docs/bench.md (the section between the ui-timing
// markers). Loopback only; stops what it started. UI_BENCH_WEB_DIST serves another build (a before/after);
// UI_BENCH_PORT (18650) and UI_BENCH_MOCK_PORT (the BFF's + 10) move it off ports another run uses.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { waitFor } from './processes.mjs';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const PORT = Number(process.env.UI_BENCH_PORT ?? 18650);
const MOCK_PORT = Number(process.env.UI_BENCH_MOCK_PORT ?? PORT + 10);
const ROUNDS = Number(process.env.UI_BENCH_ROUNDS ?? 7);
const WEB_DIST = process.env.UI_BENCH_WEB_DIST ?? path.join(ROOT, 'web/dist');
const WRITE_DOC = process.env.UI_BENCH_WRITE !== '0';
const BASE = `http://127.0.0.1:${PORT}`;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
/** The office line: 10 Mbit/s is 1,250,000 bytes a second; CDP's latency is the round trip added to each request. */
const OFFICE_LINE = {
  offline: false,
  latency: 40,
  downloadThroughput: 1_250_000,
  uploadThroughput: 1_250_000,
};
const GOALS = { login: 1500, list: 2500, nav: 1000, tab: 300 };
const TABS = [
  '要保人',
  '被保險人',
  '法定代理人',
  '檢核項目',
  '附件上傳',
  '其他聲明事項',
  '書面分析報告',
  '簽名',
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};

// Checked on each animation frame (the page's clock). A cold load counts from the navigation's start
// (performance.now() is 0 there); a click from window.__uiT0.
const LOGIN_READY = `
  const label = [...document.querySelectorAll('label')].find((l) => l.textContent.trim() === '員工編號');
  const input = label && document.getElementById(label.htmlFor);
  return !!input && !input.disabled && !input.readOnly && input.getClientRects().length > 0;`;
// The list's answer arrived after t0 and the table shows rows with no spinner.
const LIST_DRAWN = `
  const answered = performance.getEntriesByType('resource').some(
    (e) => new URL(e.name).pathname === '/api/proposals' && e.startTime >= (window.__uiT0 ?? 0) && e.responseEnd > 0);
  const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
  return answered && rows.length > 0 && !document.querySelector('.ant-table .ant-spin-spinning');`;
const STEP_READY = `
  const tab = document.querySelector('[role="tablist"] [role="tab"][aria-selected="true"]');
  if (!tab || !tab.textContent.includes(arg)) return false;
  const panel = document.getElementById(tab.getAttribute('aria-controls'));
  if (!panel || panel.hidden || panel.querySelector('.ant-spin-spinning')) return false;
  return !!panel.querySelector('input:not([disabled]), button:not([disabled]), [role="tab"]');`;

/** Resolves with performance.now() at the first frame where `script` holds (30 s at most). */
function whenReady(page, script, arg) {
  return page.evaluate(
    ([source, a]) =>
      new Promise((resolve, reject) => {
        const ready = new Function('arg', source);
        const started = performance.now();
        const frame = () => {
          if (ready(a)) return resolve(performance.now());
          if (performance.now() - started > 30_000) return reject(new Error('not ready in 30 s'));
          requestAnimationFrame(frame);
        };
        frame();
      }),
    [script, arg],
  );
}

/** A click in the page's clock: from the click to `script` holding. */
async function timedClick(page, click, script, arg) {
  const t0 = await page.evaluate(() => {
    performance.setResourceTimingBufferSize(10_000);
    window.__uiT0 = performance.now();
    return window.__uiT0;
  });
  await click();
  return (await whenReady(page, script, arg)) - t0;
}

/**
 * A cold first load of `url`: the HTTP cache emptied and off for the load (as DevTools' "Disable cache"), the
 * session kept. The ready check is installed before the page's scripts so that it sees the first frame it holds.
 */
async function coldLoad(page, cdp, url, script) {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto('about:blank');
  await page.goto(url, { waitUntil: 'commit' });
  const at = await whenReady(page, script);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  return at;
}

async function login(page) {
  await page.goto(`${BASE}/login`);
  await page.getByRole('img', { name: '驗證碼圖片' }).waitFor();
  const { text } = await (await fetch(`${MOCK}/__mock/last-captcha`)).json();
  await page.getByLabel('員工編號').fill('AG00001');
  await page.getByLabel('密碼', { exact: true }).fill('Demo2468');
  await page.getByLabel('驗證碼', { exact: true }).fill(text);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await page.waitForURL(/\/home/);
  // The service announcement, once per login: read, so that no later home page shows it over the menu.
  const notice = page.getByRole('dialog', { name: '服務公告' });
  await notice.getByRole('button', { name: '確定' }).click();
  await notice.waitFor({ state: 'hidden' });
}

async function measure(browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', OFFICE_LINE);

  const loginLoad = [];
  for (let i = 0; i < ROUNDS; i++) loginLoad.push(await coldLoad(page, cdp, `${BASE}/login`, LOGIN_READY));
  await login(page);

  const listLoad = [];
  for (let i = 0; i < ROUNDS; i++) listLoad.push(await coldLoad(page, cdp, `${BASE}/proposal`, LIST_DRAWN));

  // Home loaded with an empty cache, left until the network is quiet (what the browser fetches meanwhile counts
  // for the page it prepares), then the menu.
  const nav = [];
  for (let i = 0; i < ROUNDS; i++) {
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    await page.goto(`${BASE}/home`, { waitUntil: 'networkidle' });
    const item = page.getByRole('menuitem', { name: '要保書', exact: true });
    await item.waitFor();
    nav.push(
      await timedClick(page, () => item.click(), LIST_DRAWN).catch(async (error) => {
        await page.screenshot({ path: path.join(ROOT, '.tmp/ui-bench-failed.png') });
        throw error;
      }),
    );
  }

  const search = page.getByRole('button', { name: '查詢', exact: true });
  const list = [];
  for (let i = 0; i < ROUNDS; i++) list.push(await timedClick(page, () => search.click(), LIST_DRAWN));

  // A draft in preview (every tab open): one pass to load every step, then each tab click until it is interactive.
  const drafts = await page.evaluate(async () => (await fetch('/api/proposals')).json());
  const draft = drafts.find((r) => r.polState === 'N' && r.polInsureType === 'M');
  await page.goto(
    `${BASE}/proposal/proposalMain/steps/INS_S1?compCode=${draft.compCode}&isPreview=Y&transCode=${draft.transCode}`,
  );
  await page.getByRole('tab', { name: TABS[0], exact: true }).first().waitFor();
  const tabs = Object.fromEntries(TABS.map((t) => [t, []]));
  for (let i = 0; i <= Math.ceil(ROUNDS / 3); i++) {
    for (const name of [...TABS.slice(1), TABS[0]]) {
      const tab = page.getByRole('tab', { name, exact: true }).first();
      const ms = await timedClick(page, () => tab.click(), STEP_READY, name);
      if (i > 0) tabs[name].push(ms);
    }
  }
  await context.close();
  return { loginLoad, listLoad, nav, list, tabs };
}

function report({ loginLoad, listLoad, nav, list, tabs }, chromeVersion) {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machine = `${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, Node ${process.version}, Chromium ${chromeVersion}`;
  const allTabs = Object.values(tabs).flat();
  const line = (what, xs, goal) =>
    `| ${what} | ${median(xs).toFixed(0)} | ${Math.max(...xs).toFixed(0)} | ${xs.length} | ${goal ? `≤ ${goal}` : ''} |`;
  const rows = [
    line('cold /login → 員工編號 takes input', loginLoad, GOALS.login),
    line('cold /proposal (logged in) → rows drawn', listLoad, GOALS.list),
    line('home → 要保書 (menu) → rows drawn', nav, GOALS.nav),
    line('查詢 → the proposal list drawn', list),
    line('warm wizard tab → its step interactive (all tabs)', allTabs, GOALS.tab),
    ...Object.entries(tabs).map(([name, xs]) => line(`&nbsp;&nbsp;tab ${name}`, xs)),
  ];
  return [
    `${date} UTC, ${machine}; 1366×768, network emulated at 10 Mbit/s, 40 ms round trip (CDP); the built SPA served by the BFF over the mock core, AG00001; cold = empty HTTP cache, the session kept.`,
    '',
    '| what the agent waits for | median ms | max ms | n | goal ms |',
    '|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

function writeDoc(table) {
  const file = path.join(ROOT, 'docs/bench.md');
  const doc = readFileSync(file, 'utf8');
  const [start, end] = ['<!-- ui-timing:start -->', '<!-- ui-timing:end -->'];
  const section = `${start}\n${table}\n${end}`;
  const next = doc.includes(start)
    ? doc.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section)
    : doc.replace(
        '\n<!-- bench:results -->',
        `\n## In the browser (\`npm run bench:ui\`)\n${section}\n\n<!-- bench:results -->`,
      );
  writeFileSync(file, next);
}

const started = [];
function start(script, env, name) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${name} exited (${code ?? signal})`);
  });
  started.push(child);
}
let stopping = false;
const stop = () => {
  stopping = true;
  for (const child of started) child.kill('SIGTERM');
};
process.on('exit', stop);

let browser;
try {
  start('mocks/dist/server.js', { MOCK_PORT: String(MOCK_PORT) }, 'mock core');
  await waitFor(`${MOCK}/public/getVer`, undefined, 30);
  start(
    'bff/dist/index.js',
    {
      PORT: String(PORT),
      CORE_URL: MOCK,
      WEB_DIST,
      LOG_LEVEL: 'warn',
      REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX ?? 'uibench:',
    },
    'BFF',
  );
  await waitFor(`${BASE}/readyz`, undefined, 30);
  // The mock makes its RSA key pair on first use: not the login page's wait.
  await waitFor(`${MOCK}/public/adm/com/getRsaPublicKey`, undefined, 60);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const table = report(await measure(browser), browser.version());
  console.log(table);
  if (WRITE_DOC) {
    writeDoc(table);
    console.log('written to docs/bench.md');
  }
} finally {
  await browser?.close();
  stop();
}
