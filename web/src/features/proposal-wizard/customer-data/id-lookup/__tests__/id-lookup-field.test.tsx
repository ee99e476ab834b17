import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object, string } from 'yup';
import { idForNationality } from '@agent-portal/contracts/validation';
import { ruleMessages } from '@agent-portal/contracts/messages';
import { stubMatchMedia } from '../../__tests__/support';
import { customer } from './lookup-customer';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});

stubMatchMedia();

const { IdLookupField } = await import('../id-lookup-field');

const citizen = customer;
/** A resident (居留證 A8…): the form's 本國 would call the ID wrong until the lookup sets the nationality. */
const resident = { ...citizen, idn: 'A800000176', name: '史密斯', nationality: 'US', mobile: '0912000176' };

// The ID's rule reads the nationality, as the steps' schemas do (idForNationality).
const schema = object({
  nationality: string(),
  cusIdn: idForNationality('nationality').required('請輸入身分證字號'),
});

function Harness({ nationality }: { nationality: string }) {
  const form = useForm({ resolver: yupResolver(schema), defaultValues: { nationality, cusIdn: '' } });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <IdLookupField control={form.control} setValue={form.setValue} name="cusIdn" kind="customer" />
      <button type="submit">下一步</button>
    </form>
  );
}

const idInput = () => screen.getAllByLabelText('身分證字號')[0] as HTMLInputElement;

async function lookUp(idn: string) {
  fireEvent.click(screen.getByRole('button', { name: '身分證字號查詢' }));
  const dialog = within(await screen.findByRole('dialog', {}, { timeout: 10_000 }));
  fireEvent.change(dialog.getByLabelText('身分證字號'), { target: { value: idn } });
  fireEvent.click(dialog.getByRole('button', { name: '查詢' }));
}

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('IdLookupField after a successful lookup', () => {
  it.each([
    ['a citizen', citizen],
    ['a resident (the ID checked before the nationality came)', resident],
  ])(
    'clears the stale 身分證字號有誤 when %s is looked up',
    async (_case, customer) => {
      fetchMock.mockImplementation(
        async () =>
          new Response(JSON.stringify({ status: 'S', message: '', reminder: '', customer }), {
            headers: { 'Content-Type': 'application/json' },
          }),
      );
      render(
        <ConfigProvider button={{ autoInsertSpace: false }}>
          <App>
            <Harness nationality="TW" />
          </App>
        </ConfigProvider>,
      );
      fireEvent.change(idInput(), { target: { value: 'A123456788' } });
      fireEvent.click(screen.getByRole('button', { name: '下一步' }));
      expect(await screen.findByText(ruleMessages.TW_ID_INVALID)).toBeTruthy();
      await lookUp(customer.idn);
      await waitFor(() => expect(idInput().value).toBe(customer.idn), { timeout: 5000 });
      await waitFor(() => expect(screen.queryByText(ruleMessages.TW_ID_INVALID)).toBeNull(), {
        timeout: 5000,
      });
      expect(screen.queryByText(ruleMessages.RESIDENT_ID_INVALID)).toBeNull();
    },
    60_000,
  );
});
