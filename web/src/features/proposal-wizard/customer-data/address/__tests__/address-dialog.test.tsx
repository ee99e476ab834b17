import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { SWRConfig } from 'swr';
import { stubMatchMedia } from '../../__tests__/support';
import type { AddressValue } from '../address-record';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});

stubMatchMedia();

const { AddressDialog } = await import('../address-dialog');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const cities = [
  { cityName: '臺北市', areaName: '信義區', zipCode: '110' },
  { cityName: '臺北市', areaName: '大安區', zipCode: '106' },
];

/** Answers the shared lists, and the address check with `verdict`. */
function serve(verdict: object) {
  fetchMock.mockImplementation(async (req) => {
    if (req.url.includes('/api/common/cities')) return json(cities);
    if (req.url.includes('/api/common/roads')) return json([{ roadName: '市府路' }, { roadName: '松仁路' }]);
    if (req.url.includes('/api/customer-data/address-check')) return json(verdict);
    return json({});
  });
}

const picked: AddressValue = {
  parts: { addrCity: '臺北市', addrArea: '信義區', addrZipCode: '110', addrRoad: '市府路' },
  full: '',
  flag: '',
};

function renderDialog(initial: AddressValue, onDone = vi.fn(), type: 'R' | 'L' = 'R') {
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <SWRConfig value={{ provider: () => new Map() }}>
          <AddressDialog open type={type} initial={initial} onDone={onDone} onCancel={() => undefined} />
        </SWRConfig>
      </App>
    </ConfigProvider>,
  );
  return onDone;
}

const typeNumber = (n: string) => fireEvent.change(screen.getByLabelText('號'), { target: { value: n } });
const confirm = () => fireEvent.click(screen.getByRole('button', { name: '確定' }));
const verdict = (outcome: string, more: object = {}) => ({
  outcome,
  flag: null,
  address: '',
  typed: '',
  message: '',
  references: [],
  proceeds: false,
  ...more,
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('AddressDialog', () => {
  it('starts with the floor 一 and refuses missing city, district, road with the spec messages', async () => {
    serve(verdict('ok'));
    const onDone = renderDialog({ parts: {}, full: '', flag: '' });
    expect((screen.getByLabelText('樓') as HTMLInputElement).value).toBe('一');
    confirm();
    const problem = await screen.findByTestId('address-problem');
    for (const text of ['請填寫 縣市!', '請填寫 區域!', '請填寫 路名!', '地址需包含「號」，請重新填寫!']) {
      expect(within(problem).getByText(text)).toBeTruthy();
    }
    expect(onDone).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([r]) => r.url.includes('address-check'))).toBe(false);
  });

  it('shows the full text with full-width digits and gives flag Y with the normalised address (ok)', async () => {
    serve(verdict('ok', { flag: 'Y', address: '臺北市信義區市府路１號', proceeds: true }));
    const onDone = renderDialog(picked);
    typeNumber('1');
    expect(screen.getByTestId('address-full').textContent).toContain('臺北市信義區市府路１號');
    confirm();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toMatchObject({ full: '臺北市信義區市府路１號', flag: 'Y' });
    const sent = fetchMock.mock.calls.map(([r]) => r).find((r) => r.url.includes('address-check'))!;
    expect(await sent.json()).toMatchObject({ type: 'R', parts: { addrNum: '１', addrRoad: '市府路' } });
  });

  it('unknown: stays with the message and lists the reference addresses', async () => {
    serve(
      verdict('unknown', {
        message: '戶籍地址：輸入的地址門牌不存在，請重新輸入！',
        references: ['臺北市信義區市府路１號', '臺北市信義區市府路３號'],
      }),
    );
    const onDone = renderDialog(picked);
    typeNumber('999');
    confirm();
    expect(await screen.findByText('戶籍地址：輸入的地址門牌不存在，請重新輸入！')).toBeTruthy();
    expect(within(screen.getByTestId('address-references')).getByText('臺北市信義區市府路３號')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('renumbered: asks to confirm the new address, then uses it with flag Y', async () => {
    serve(
      verdict('renumbered', {
        address: '臺北市信義區市府路１８號',
        message: '地址門牌整編過，新地址為:臺北市信義區市府路１８號',
      }),
    );
    const onDone = renderDialog(picked);
    typeNumber('888');
    confirm();
    const asked = await screen.findByTestId('address-renumbered');
    expect(asked.textContent).toContain('地址門牌整編過，新地址為:臺北市信義區市府路１８號');
    const buttons = screen.getAllByRole('button', { name: '確定' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toMatchObject({ full: '臺北市信義區市府路１８號', flag: 'Y' });
  });

  it('unreachable: warns and keeps the typed address with flag P', async () => {
    serve(
      verdict('unreachable', {
        flag: 'P',
        address: '臺北市信義區市府路５５５號',
        typed: '臺北市信義區市府路５５５號',
        message: '地址正規化服務無法連線，檢核失敗，將保留您輸入的地址並繼續作業。',
        proceeds: true,
      }),
    );
    const onDone = renderDialog(picked);
    typeNumber('555');
    confirm();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0]).toMatchObject({ full: '臺北市信義區市府路５５５號', flag: 'P' });
    expect(
      await screen.findByText('地址正規化服務無法連線，檢核失敗，將保留您輸入的地址並繼續作業。'),
    ).toBeTruthy();
  });

  it('malformed and failed stay with their message', async () => {
    serve(verdict('malformed', { message: '居住地址：地址門牌回傳內容錯誤！' }));
    const onDone = renderDialog(picked, vi.fn(), 'L');
    typeNumber('777');
    confirm();
    expect(await screen.findByText('居住地址：地址門牌回傳內容錯誤！')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
