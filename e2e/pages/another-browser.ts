import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { MockCore } from '../fixtures/mock-core';
import { HomePage } from './home-page';
import { LoginPage } from './login-page';

/**
 * The agent signs in from another browser (another machine): a fresh context, the login, home with its notice
 * closed. `prepare` runs on the page before the login (e.g. its own clock). The caller closes the context.
 */
export async function signInElsewhere(
  browser: Browser,
  options: {
    baseURL: string | undefined;
    mockCore: MockCore;
    user: { userCode: string; password: string };
    prepare?: (page: Page) => Promise<void>;
  },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: options.baseURL,
    locale: 'zh-TW',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  await options.prepare?.(page);
  const login = new LoginPage(page, options.mockCore);
  await login.goto();
  await login.submitCredentials(options.user.userCode, options.user.password);
  const home = new HomePage(page);
  await home.expectLoaded();
  await home.dismissServiceNotice();
  return { context, page };
}
