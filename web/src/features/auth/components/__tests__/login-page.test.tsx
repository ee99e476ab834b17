import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { errorMessages, shellMessages } from '@agent-portal/contracts/messages';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});

const { LoginPage } = await import('../login-page');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers captcha fetches with a picture, the robot-check question with `robotCheck` (default: unavailable,
 * the typed captcha), the version polls with an unchanged version and every other call with `answer`.
 */
function serve(answer: () => Response, robotCheck: unknown = { available: false }) {
  fetchMock.mockImplementation(async (req) => {
    if (req.url.includes('/api/auth/captcha'))
      return new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } });
    if (req.url.endsWith('/api/auth/robot-check')) return json(robotCheck);
    // The version polls (the core's and the SPA's version file) see no change.
    if (req.url.endsWith('/api/public/version') || req.url.endsWith('/version.json'))
      return json({ version: '1' });
    return answer();
  });
}

const simulator = { available: true, siteKey: 'mock-recaptcha-site-key' };
const refused = (code: string, message: string) =>
  json({ error: { code, status: 409, message, timestamp: '' } }, 409);

const calls = (path: string) => fetchMock.mock.calls.map(([r]) => r).filter((r) => r.url.endsWith(path));

function renderPage() {
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </SWRConfig>
    </ConfigProvider>,
  );
}

async function submitCredentials() {
  fireEvent.change(screen.getByLabelText('員工編號'), { target: { value: 'ａｇ00002' } });
  fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'Demo2468' } });
  fireEvent.change(await screen.findByLabelText('驗證碼'), { target: { value: 'ABC123' } });
  fireEvent.click(screen.getByRole('button', { name: '登入' }));
}

/** Step 1 with the robot check: ticks it first when asked. */
async function submitWithRobotCheck({ tick }: { tick: boolean }) {
  const box = await screen.findByRole('checkbox', { name: '我不是機器人' });
  fireEvent.change(screen.getByLabelText('員工編號'), { target: { value: 'AG00001' } });
  fireEvent.change(screen.getByLabelText('密碼'), { target: { value: 'Demo2468' } });
  if (tick) fireEvent.click(box);
  fireEvent.click(screen.getByRole('button', { name: '登入' }));
}

const loginBodies = () =>
  Promise.all(calls('/api/auth/login').map((r) => r.clone().json() as Promise<Record<string, unknown>>));

beforeEach(() => {
  cleanup();
  fetchMock.mockReset();
  window.matchMedia ??= () => ({ matches: false, addListener() {}, removeListener() {} }) as never;
  URL.createObjectURL = vi.fn(() => `blob:${Math.random()}`);
  URL.revokeObjectURL = vi.fn();
});

describe('LoginPage', () => {
  it('a refused login shows the message above the form and fetches a new captcha', async () => {
    serve(() =>
      json({ error: { code: 'LOGIN_FAILED', status: 401, message: '驗證碼錯誤', timestamp: '' } }, 401),
    );
    renderPage();
    await submitCredentials();

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '驗證碼錯誤');
    const [sent] = calls('/api/auth/login');
    expect(sent?.headers.get('X-CSRF')).toBe('1');
    expect(await sent?.clone().json()).toEqual({
      userCode: 'AG00002',
      password: 'Demo2468',
      captcha: 'ABC123',
    });
    await waitFor(() => expect(calls('/api/auth/captcha')).toHaveLength(2));
    expect(calls('/api/auth/captcha')[0]?.headers.get('X-CSRF')).toBeNull();
  });

  it('a core closed for maintenance (503 MAINTENANCE): the notice with its time above the form', async () => {
    serve(() =>
      json(
        {
          error: {
            code: 'MAINTENANCE',
            status: 503,
            message: errorMessages.MAINTENANCE,
            timestamp: '2026-11-27T01:02:03.000Z',
          },
        },
        503,
      ),
    );
    renderPage();
    await submitCredentials();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      new RegExp(`^\\d{4}/\\d{2}/\\d{2} \\d{2}:\\d{2}:\\d{2} ${errorMessages.MAINTENANCE}$`),
    );
  });

  it('the OTP step: sending without a method asks for one', async () => {
    serve(() => json({ next: 'otp', mobileYn: 'Y' }));
    renderPage();
    await submitCredentials();

    fireEvent.click(await screen.findByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(screen.getByText(shellMessages.OTP_METHOD_REQUIRED)).toBeTruthy());
    expect(calls('/api/auth/otp')).toHaveLength(0);
  });

  it('with a robot-check site key it does not know, the page keeps the typed captcha', async () => {
    serve(() => json({}), { available: true, siteKey: '6Lc-some-google-key' });
    renderPage();
    expect(await screen.findByLabelText('驗證碼')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '我不是機器人' })).toBeNull();
  });
});

describe('LoginPage with the robot check (mock simulator)', () => {
  it('shows the check instead of the typed captcha; not ticked asks for the tick and sends nothing', async () => {
    serve(() => json({}), simulator);
    renderPage();
    await submitWithRobotCheck({ tick: false });

    expect(await screen.findByText(shellMessages.RECAPTCHA_REQUIRED)).toBeTruthy();
    expect(screen.queryByLabelText('驗證碼')).toBeNull();
    expect(calls('/api/auth/login')).toHaveLength(0);
    expect(calls('/api/auth/captcha')).toHaveLength(0);
  });

  it('a tick sends the token instead of a captcha', async () => {
    serve(
      () => json({ error: { code: 'LOGIN_FAILED', status: 401, message: '密碼錯誤', timestamp: '' } }, 401),
      simulator,
    );
    renderPage();
    await submitWithRobotCheck({ tick: true });

    expect(await screen.findByText('密碼錯誤')).toBeTruthy();
    const [body] = await loginBodies();
    expect(body).toEqual({ userCode: 'AG00001', password: 'Demo2468', recaptchaToken: expect.any(String) });
    // The token is spent: a fresh, unticked check.
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '我不是機器人' })).toHaveProperty('checked', false),
    );
  });

  it('RECAPTCHA_FALLBACK: the typed captcha for good, with the message', async () => {
    serve(() => refused('RECAPTCHA_FALLBACK', shellMessages.RECAPTCHA_ERROR_FALLBACK), simulator);
    renderPage();
    await submitWithRobotCheck({ tick: true });

    expect(await screen.findByText(shellMessages.RECAPTCHA_ERROR_FALLBACK)).toBeTruthy();
    expect(await screen.findByLabelText('驗證碼')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: '我不是機器人' })).toBeNull();
    await waitFor(() => expect(calls('/api/auth/captcha')).toHaveLength(1));

    serve(() =>
      json({ error: { code: 'LOGIN_FAILED', status: 401, message: '驗證碼錯誤', timestamp: '' } }, 401),
    );
    fireEvent.change(screen.getByLabelText('驗證碼'), { target: { value: 'ABC123' } });
    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    await waitFor(() => expect(calls('/api/auth/login')).toHaveLength(2));
    expect((await loginBodies())[1]).toEqual({
      userCode: 'AG00001',
      password: 'Demo2468',
      captcha: 'ABC123',
    });
  });

  it('RECAPTCHA_PARAM: the typed captcha with its message', async () => {
    serve(() => refused('RECAPTCHA_PARAM', shellMessages.RECAPTCHA_PARAM_ERROR), simulator);
    renderPage();
    await submitWithRobotCheck({ tick: true });

    expect(await screen.findByText(shellMessages.RECAPTCHA_PARAM_ERROR)).toBeTruthy();
    expect(await screen.findByLabelText('驗證碼')).toBeTruthy();
  });

  it('RECAPTCHA_EXPIRED: the check is cleared and the user asked to tick again', async () => {
    serve(() => refused('RECAPTCHA_EXPIRED', shellMessages.RECAPTCHA_EXPIRED), simulator);
    renderPage();
    await submitWithRobotCheck({ tick: true });

    expect(await screen.findByText(shellMessages.RECAPTCHA_EXPIRED)).toBeTruthy();
    expect(screen.getAllByText(shellMessages.RECAPTCHA_EXPIRED)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '我不是機器人' })).toHaveProperty('checked', false),
    );
    expect(screen.queryByLabelText('驗證碼')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '登入' }));
    expect(await screen.findByText(shellMessages.RECAPTCHA_REQUIRED)).toBeTruthy();
    expect(calls('/api/auth/login')).toHaveLength(1);
  });
});
