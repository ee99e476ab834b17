import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { customerDataMessages } from '@agent-portal/contracts/messages';
import { stubMatchMedia } from '../../__tests__/support';
import { customer } from './lookup-customer';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});

stubMatchMedia();

const { IdLookupDialog } = await import('../id-lookup-dialog');
const { WizardContext } = await import('../../../hooks/wizard-context');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderDialog(answer: () => Response, other?: { idn: string; party: 'O' | 'I' }) {
  fetchMock.mockImplementation(async () => answer());
  const onResult = vi.fn();
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <IdLookupDialog open other={other} onResult={onResult} onCancel={() => undefined} />
      </App>
    </ConfigProvider>,
  );
  return onResult;
}

const search = (idn: string) => {
  fireEvent.change(screen.getByLabelText('身分證字號'), { target: { value: idn } });
  fireEvent.click(screen.getByRole('button', { name: '查詢' }));
};

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('IdLookupDialog', () => {
  it('checks the ID first: 10 characters, mixId, not the other party’s', async () => {
    const onResult = renderDialog(() => json({}), { idn: 'A100000010', party: 'O' });
    search('A12345');
    expect(await screen.findByText('身分證字號需為10碼!')).toBeTruthy();
    search('A123456788');
    expect(await screen.findByText('身分證字號/居留證號碼有誤，請確認!')).toBeTruthy();
    search('a100000010');
    expect(await screen.findByText('要保人身分證字號不可與法定代理人相同，請確認!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('S: gives the customer and reminds to split the phone numbers', async () => {
    const onResult = renderDialog(() =>
      json({ status: 'S', message: '', reminder: customerDataMessages.ID_LOOKUP_PHONE_REMINDER, customer }),
    );
    search('A100000010');
    await waitFor(() => expect(onResult).toHaveBeenCalledWith({ status: 'S', idn: 'A100000010', customer }));
    expect(await screen.findByText(customerDataMessages.ID_LOOKUP_PHONE_REMINDER)).toBeTruthy();
  });

  it('M: warns with the message, then uses the data', async () => {
    const onResult = renderDialog(() =>
      json({ status: 'M', message: '此客戶為高風險客戶', reminder: 'r', customer }),
    );
    search('B100000039');
    expect(await screen.findByText('此客戶為高風險客戶')).toBeTruthy();
    expect(onResult).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: '確定' }).at(-1)!);
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ status: 'M', customer })),
    );
  });

  it('E: alerts the message and uses nothing', async () => {
    const onResult = renderDialog(() =>
      json({ status: 'E', message: '此客戶資料已被凍結', reminder: '', customer: null }),
    );
    search('B200000040');
    expect(await screen.findByText('此客戶資料已被凍結')).toBeTruthy();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('shows the carry-out refusal in the dialog', async () => {
    const message = '您輸入的身分證字號未在攜出申請有效名單內，無法發查客戶資料';
    const onResult = renderDialog(() =>
      json({ error: { code: 'CARRY_OUT_NOT_PERMITTED', status: 403, message, timestamp: '' } }, 403),
    );
    search('C200000069');
    expect((await screen.findByTestId('id-lookup-refusal')).textContent).toContain(message);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('N: no record, the agent types the data', async () => {
    const onResult = renderDialog(() =>
      json({ status: 'N', message: '查無客戶資料，請自行輸入', reminder: '', customer: null }),
    );
    search('A123456789');
    await waitFor(() =>
      expect(onResult).toHaveBeenCalledWith({ status: 'N', idn: 'A123456789', customer: null }),
    );
    expect(await screen.findByText('查無客戶資料，請自行輸入')).toBeTruthy();
  });

  it('names the case and the customer step it is made on (its access-log entry, issue 41 item 8)', async () => {
    fetchMock.mockImplementation(async () =>
      json({ status: 'N', message: '查無客戶資料，請自行輸入', reminder: '', customer: null }),
    );
    const wizard = {
      stepCode: 'INS_S2',
      transCode: 'TR00000001',
      compCode: 'CH',
      polInsureType: 'M' as const,
      isPreview: false,
      ensureTransCode: async () => 'TR00000001',
      backToList: () => undefined,
    };
    render(
      <ConfigProvider button={{ autoInsertSpace: false }}>
        <App>
          <WizardContext.Provider value={wizard}>
            <IdLookupDialog
              open
              scope={{ transCode: 'TR00000001', compCode: 'CH' }}
              onResult={() => undefined}
              onCancel={() => undefined}
            />
          </WizardContext.Provider>
        </App>
      </ConfigProvider>,
    );
    search('A100000010');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(await fetchMock.mock.calls[0]![0].json()).toEqual({
      idn: 'A100000010',
      transCode: 'TR00000001',
      compCode: 'CH',
      stepCode: 'INS_S2',
    });
  });
});
