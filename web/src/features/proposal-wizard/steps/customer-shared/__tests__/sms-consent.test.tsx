import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { FormProvider, useForm } from 'react-hook-form';
import { SWRConfig } from 'swr';
import { customerStepMessages } from '@agent-portal/contracts/messages';
import { stubMatchMedia } from '../../../customer-data/__tests__/support';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});

stubMatchMedia();

const { SmsConsent } = await import('../sms-consent');

/** n1 as it loads after a reload: a name and a mobile from the draft, nothing of the consent in the form. */
function Loaded() {
  const form = useForm({ defaultValues: { cusName: '王志明', mobile: '0912000010', agreeYn: '' } });
  return (
    <FormProvider {...form}>
      <input aria-label="手機" {...form.register('mobile')} />
      <SmsConsent transCode="T1" />
    </FormProvider>
  );
}

function renderWith(agreeYn: 'Y' | 'N') {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ agreeYn }), { headers: { 'Content-Type': 'application/json' } }),
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App>
        <Loaded />
      </App>
    </SWRConfig>,
  );
}

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('SmsConsent on load (issue 41)', () => {
  it('a customer who agreed reads 客戶已完成個資同意 from the server, not 客戶尚未完成個資同意', async () => {
    renderWith('Y');
    expect(
      await screen.findByText(customerStepMessages.CONSENT_AGREED, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByText(customerStepMessages.CONSENT_NOT_YET)).toBeNull();
    const asked = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(asked.url).pathname).toBe('/api/customer-steps/consent');
    // The case it is read on goes with it (its access-log entry names the case, spec 3 §7).
    expect(await asked.json()).toEqual({ cusName: '王志明', mobile: '0912000010', transCode: 'T1' });
  });

  it('one who has not: still 客戶尚未完成個資同意', async () => {
    renderWith('N');
    await expect.poll(() => fetchMock.mock.calls.length).toBeGreaterThan(0);
    expect(await screen.findByText(customerStepMessages.CONSENT_NOT_YET)).toBeTruthy();
  });

  it("typing another mobile asks nothing and no longer shows the loaded customer's consent", async () => {
    renderWith('Y');
    await screen.findByText(customerStepMessages.CONSENT_AGREED, {}, { timeout: 10_000 });
    const asked = fetchMock.mock.calls.length;
    fireEvent.change(screen.getByLabelText('手機'), { target: { value: '0912000011' } });
    expect(await screen.findByText(customerStepMessages.CONSENT_NOT_YET)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('手機'), { target: { value: '0912000010' } });
    expect(await screen.findByText(customerStepMessages.CONSENT_AGREED)).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBe(asked);
  });
});
