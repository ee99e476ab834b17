import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useLoad } from '../use-load';

function Probe({ fetcher, id }: { fetcher: (id: string) => Promise<string>; id: string }) {
  const { data, error, retry, mutate } = useLoad(['probe', id], () => fetcher(id));
  return (
    <>
      <output data-testid="data">{data ?? (error ? 'failed' : 'loading')}</output>
      <button onClick={retry}>retry</button>
      <button onClick={() => void mutate('changed', { revalidate: false })}>change</button>
    </>
  );
}

const mountProbe = (fetcher: (id: string) => Promise<string>) =>
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <Probe fetcher={fetcher} id="A" />
    </SWRConfig>,
  );

afterEach(cleanup);

describe('useLoad (server data a component loads on mount and owns)', () => {
  it('loads once per mount; a new mount loads again and never shows the earlier copy', async () => {
    const fetcher = vi.fn((id: string) => Promise.resolve(`${id}${fetcher.mock.calls.length}`));
    mountProbe(fetcher);
    expect(await screen.findByText('A1')).toBeTruthy();
    cleanup();
    mountProbe(fetcher);
    expect(screen.getByTestId('data').textContent).toBe('loading');
    expect(await screen.findByText('A2')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps a local change and loads again on retry after a failure', async () => {
    let fail = true;
    const fetcher = vi.fn(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve('ok')));
    mountProbe(fetcher);
    expect(await screen.findByText('failed')).toBeTruthy();
    fail = false;
    act(() => screen.getByText('retry').click());
    expect(await screen.findByText('ok')).toBeTruthy();
    act(() => screen.getByText('change').click());
    expect(await screen.findByText('changed')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });
});
