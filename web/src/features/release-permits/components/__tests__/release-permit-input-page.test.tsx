import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { releasePermitMessages as rm } from '@agent-portal/contracts/messages';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});

// antd's responsive grid asks for media queries, which jsdom lacks.
vi.stubGlobal('matchMedia', (media: string) => ({
  matches: false,
  media,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
}));

const { ReleasePermitInputPage } = await import('../release-permit-input-page');

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('ReleasePermitInputPage: 查詢客戶', () => {
  it('with no ID says 請輸入身分證字號 at once, without asking the BFF; a typed ID takes it away (issue 41 item 9b)', async () => {
    fetchMock.mockImplementation(async () => json([]));
    render(
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>
          <SWRConfig value={{ provider: () => new Map() }}>
            <MemoryRouter>
              <ReleasePermitInputPage />
            </MemoryRouter>
          </SWRConfig>
        </App>
      </ConfigProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '查詢客戶' }));
    expect(await screen.findByText(rm.ID_REQUIRED, undefined, { timeout: 10_000 })).toBeTruthy();
    expect(
      fetchMock.mock.calls.map(([r]) => r.url).filter((u) => u.includes('/api/release-permits')),
    ).toEqual([]);
    // The message belongs to the empty ID: typing one takes it away (it stayed after a good lookup before).
    fireEvent.change(screen.getByLabelText('身分證字號'), { target: { value: 'D100000077' } });
    await waitFor(() => expect(screen.queryByText(rm.ID_REQUIRED)).toBeNull(), { timeout: 10_000 });
    // A whole page rendered in jsdom: slow on a loaded machine.
  }, 120_000);
});
