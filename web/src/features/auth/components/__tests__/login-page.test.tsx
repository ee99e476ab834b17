import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { shellMessages } from '@agent-portal/contracts/messages';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});

const { LoginPage } = await import('../login-page');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Answers captcha fetches with a picture and every other call with `answer`. */
function serve(answer: () => Response) {
  fetchMock.mockImplementation(async (req) =>
    req.url.includes('/api/auth/captcha')
      ? new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } })
      : answer(),
  );
}

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
  fireEvent.change(screen.getByLabelText('驗證碼'), { target: { value: 'ABC123' } });
  fireEvent.click(screen.getByRole('button', { name: '登入' }));
}

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

  it('the OTP step: sending without a method asks for one', async () => {
    serve(() => json({ next: 'otp', mobileYn: 'Y' }));
    renderPage();
    await submitCredentials();

    fireEvent.click(await screen.findByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(screen.getByText(shellMessages.OTP_METHOD_REQUIRED)).toBeTruthy());
    expect(calls('/api/auth/otp')).toHaveLength(0);
  });
});
