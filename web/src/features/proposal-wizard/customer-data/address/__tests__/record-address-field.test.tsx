import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider, Form } from 'antd';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { object } from 'yup';
import { addressShape } from '@agent-portal/contracts/validation/customer-data';
import { stubMatchMedia } from '../../__tests__/support';
import { RecordAddressField } from '../address-field';

stubMatchMedia();
vi.stubGlobal('fetch', vi.fn());

const schema = object(addressShape(true));

/** The two addresses an ID lookup filled from the core (參考地址, flag N), and 下一步's submit. */
function Harness({ onValid }: { onValid: () => void }) {
  const form = useForm({
    resolver: yupResolver(schema),
    defaultValues: {
      addrFullR: '臺北市信義區市府路１號',
      checkAddrRYn: 'N',
      addrFull: '臺北市大安區復興南路１號',
      checkAddrYn: 'N',
      sameAddrYn: 'N',
    },
  });
  return (
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <Form>
          <RecordAddressField control={form.control} setValue={form.setValue} type="R" />
          <RecordAddressField control={form.control} setValue={form.setValue} type="L" withSameAs />
          <button type="button" onClick={() => void form.handleSubmit(onValid)()}>
            下一步
          </button>
          <output data-testid="refused">{Object.keys(form.formState.errors).sort().join(',')}</output>
        </Form>
      </App>
    </ConfigProvider>
  );
}

afterEach(cleanup);

describe('RecordAddressField (issue 41 item 2)', () => {
  it(
    'shows the check flag’s message on a reference address and takes the focus of the refused 下一步',
    {
      timeout: 180_000,
    },
    async () => {
      const onValid = vi.fn();
      render(<Harness onValid={onValid} />);
      fireEvent.click(screen.getByRole('button', { name: '下一步' }));
      expect(await screen.findByText('戶籍地址尚未完成標準化，請確認!')).toBeTruthy();
      expect(screen.getByText('居住地址尚未完成標準化，請確認!')).toBeTruthy();
      await waitFor(() => expect(document.activeElement?.id).toBe('address-addrFullR'));
      expect(onValid).not.toHaveBeenCalled();
      expect(screen.getByTestId('refused').textContent).toBe('checkAddrRYn,checkAddrYn');

      // A new address for the field (here: 清除) checks its flag again: the flag's refusal goes with the old one.
      fireEvent.click(screen.getAllByRole('button', { name: '清除' })[0]!);
      await waitFor(() => expect(screen.getByText('請輸入戶籍地址')).toBeTruthy());
      expect(screen.queryByText('戶籍地址尚未完成標準化，請確認!')).toBeNull();
      expect(screen.getByTestId('refused').textContent).toBe('addrFullR,checkAddrYn');
    },
  );
});
