/* global window, requestAnimationFrame */
// npm run bench:ui (issue 25 item 4): what an agent waits for in a real Chromium, not a test. Starts the portal as
// npm start does (its own ports), logs in as AG00001, then measures, in the page's own clock, the time from a click
// to the result on screen: 查詢 on the proposal list until the rows are drawn (the spinner gone), and a wizard tab
// until its step is interactive (its first field enabled, no spinner). Medians over rounds; the table goes to the
// console and to docs/bench.md (the section between the ui-timing markers). Loopback only; stops what it started.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { waitFor } from './processes.mjs';

const ROOT = path.resolve(new URL('../..', import.meta.url).pathname);
const PORT = Number(process.env.UI_BENCH_PORT ?? 18650);
const MOCK_PORT = PORT + 10;
const ROUNDS = Number(process.env.UI_BENCH_ROUNDS ?? 15);
const BASE = `http://127.0.0.1:${PORT}`;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
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

/** A click in the page's clock: the time from the click to `ready()` holding, checked each animation frame. */
async function timed(page, click, readyScript, arg) {
  await page.evaluate(() => {
    window.__uiT0 = undefined;
  });
  await page.evaluate(() => {
    window.__uiT0 = performance.now();
  });
  await click();
  return page.evaluate(
    ([script, a]) =>
      new Promise((resolve, reject) => {
        const ready = new Function('arg', script);
        const started = performance.now();
        const frame = () => {
          if (ready(a)) return resolve(performance.now() - window.__uiT0);
          if (performance.now() - started > 30_000) return reject(new Error('not ready in 30 s'));
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    [readyScript, arg],
  );
}

// The list's answer to this click arrived (its resource timing entry, made once the body is in) and the table shows
// rows with no spinner: checked on the frames after it.
const LIST_DRAWN = `
  const answered = performance.getEntriesByType('resource').some(
    (e) => e.name.includes('/api/proposals') && e.startTime >= window.__uiT0 && e.responseEnd > 0);
  const rows = document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
  return answered && rows.length > 0 && !document.querySelector('.ant-table .ant-spin-spinning');`;
const STEP_READY = `
  const tab = document.querySelector('[role="tablist"] [role="tab"][aria-selected="true"]');
  if (!tab || !tab.textContent.includes(arg)) return false;
  const panel = document.getElementById(tab.getAttribute('aria-controls'));
  if (!panel || panel.hidden || panel.querySelector('.ant-spin-spinning')) return false;
  return !!panel.querySelector('input:not([disabled]), button:not([disabled]), [role="tab"]');`;

async function login(page) {
  await page.goto(`${BASE}/login`);
  await page.getByRole('img', { name: '驗證碼圖片' }).waitFor();
  const { text } = await (await fetch(`${MOCK}/__mock/last-captcha`)).json();
  await page.getByLabel('員工編號').fill('AG00001');
  await page.getByLabel('密碼', { exact: true }).fill('Demo2468');
  await page.getByLabel('驗證碼', { exact: true }).fill(text);
  await page.getByRole('button', { name: '登入', exact: true }).click();
  await page.waitForURL(/\/home/);
}

async function measure(page) {
  // 查詢 → the list drawn: the list page once, then 查詢 again and again.
  await page.goto(`${BASE}/proposal`);
  const search = page.getByRole('button', { name: '查詢' });
  await search.waitFor();
  await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
  const list = [];
  for (let i = 0; i < ROUNDS; i++) {
    list.push(await timed(page, () => search.click(), LIST_DRAWN));
  }
  // A draft in preview (every tab open): each tab click until its step is interactive.
  const drafts = await page.evaluate(async () => (await fetch('/api/proposals')).json());
  const draft = drafts.find((r) => r.polState === 'N' && r.polInsureType === 'M');
  await page.goto(
    `${BASE}/proposal/proposalMain/steps/INS_S1?compCode=${draft.compCode}&isPreview=Y&transCode=${draft.transCode}`,
  );
  await page.getByRole('tab', { name: TABS[0], exact: true }).first().waitFor();
  const tabs = Object.fromEntries(TABS.map((t) => [t, []]));
  for (let i = 0; i < Math.ceil(ROUNDS / 3); i++) {
    for (const name of [...TABS.slice(1), TABS[0]]) {
      const tab = page.getByRole('tab', { name, exact: true }).first();
      tabs[name].push(await timed(page, () => tab.click(), STEP_READY, name));
    }
  }
  return { list, tabs };
}

function report({ list, tabs }, chromeVersion) {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const machine = `${cpus().length} × ${cpus()[0]?.model.split(' ').slice(0, 2).join(' ')}, Node ${process.version}, Chromium ${chromeVersion}`;
  const rows = [
    `| 查詢 → the proposal list drawn | ${median(list).toFixed(0)} | ${Math.max(...list).toFixed(0)} | ${list.length} |`,
    ...Object.entries(tabs).map(
      ([name, xs]) =>
        `| tab ${name} → its step interactive | ${median(xs).toFixed(0)} | ${Math.max(...xs).toFixed(0)} | ${xs.length} |`,
    ),
  ];
  return [
    `${date} UTC, ${machine}; 1440×900, the built SPA served by the BFF over the mock core, AG00001, a draft in preview.`,
    '',
    '| from the click to | median ms | max ms | n |',
    '|---|---:|---:|---:|',
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

const portal = spawn('bash', ['scripts/start.sh'], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(PORT), MOCK_PORT: String(MOCK_PORT), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stop = () => {
  try {
    process.kill(-portal.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);
let browser;
try {
  // `npm start` builds everything first (the SPA's build alone takes minutes on this machine).
  await waitFor(`${BASE}/readyz`, undefined, 600);
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await login(page);
  const table = report(await measure(page), browser.version());
  console.log(table);
  writeDoc(table);
  console.log('written to docs/bench.md');
} finally {
  await browser?.close();
  stop();
}
