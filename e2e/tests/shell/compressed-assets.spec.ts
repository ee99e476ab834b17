import type { Response } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

/*
 * Issue 24 item 5: the login page's JavaScript reaches the browser compressed (the build's .br/.gz copies, the best
 * the browser accepts: Chromium asks for br over HTTPS, gzip over plain HTTP), with Vary: Accept-Encoding, hashed
 * files cached for good and the page revalidated.
 */
test('/login: the page and every script arrive compressed, hashed scripts immutable, the page no-cache', async ({
  page,
}) => {
  const responses: Response[] = [];
  page.on('response', (r) => responses.push(r));
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登入', exact: true })).toBeVisible();
  const scripts = responses.filter((r) => new URL(r.url()).pathname.endsWith('.js') && r.status() === 200);
  expect(scripts.length).toBeGreaterThan(3);
  for (const r of scripts) {
    const headers = await r.allHeaders();
    expect(headers['content-encoding'], r.url()).toMatch(/^(br|gzip)$/);
    expect(headers.vary, r.url()).toMatch(/Accept-Encoding/i);
    if (r.url().includes('/assets/')) expect(headers['cache-control']).toContain('immutable');
  }
  const document = responses.find((r) => new URL(r.url()).pathname === '/login');
  const headers = await document!.allHeaders();
  expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(headers['cache-control']).toBe('no-cache');
});
