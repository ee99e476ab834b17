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
});

describe('LoginPage', () => {
  it('a refused login shows the message above the form and fetches a new captcha', async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: 'LOGIN_FAILED', status: 401, message: '驗證碼錯誤', timestamp: '' } }, 401),
    );
    renderPage();
    const before = screen.getByAltText('驗證碼圖片').getAttribute('src');
    await new Promise((r) => setTimeout(r, 5)); // the new captcha stamp must differ
    await submitCredentials();

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '驗證碼錯誤');
    const sent = fetchMock.mock.calls[0]?.[0] as Request;
    expect(sent.headers.get('X-CSRF')).toBe('1');
    expect(await sent.clone().json()).toEqual({
      userCode: 'AG00002',
      password: 'Demo2468',
      captcha: 'ABC123',
    });
    expect(screen.getByAltText('驗證碼圖片').getAttribute('src')).not.toBe(before);
  });

  it('the OTP step: sending without a method asks for one', async () => {
    fetchMock.mockResolvedValue(json({ next: 'otp', mobileYn: 'Y' }));
    renderPage();
    await submitCredentials();

    fireEvent.click(await screen.findByRole('button', { name: '發送驗證碼' }));
    await waitFor(() => expect(screen.getByText(shellMessages.OTP_METHOD_REQUIRED)).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
