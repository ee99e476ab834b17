import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { useSigningState } from '@/api/get-signing-state';
import { getSigningComplete } from '../signing-complete';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});

function Panel({ transCode }: { transCode: string }) {
  const { data } = useSigningState(transCode);
  return <p>{data ? `blocks ${data.signers.length}` : 'loading'}</p>;
}

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('n8: the step’s load and the signature panel share one read of /signing (issue 39)', () => {
  it('the panel shown after the load takes the loaded answer; the core is asked once', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ complete: false, signers: [{}, {}], documents: [] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(await getSigningComplete('T8', true)).toBe(false);
    render(<Panel transCode="T8" />);
    expect(await screen.findByText('blocks 2')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe('/api/proposals/T8/signing');
  });
});

describe('n8: a reader that shows no panel (the cross-tab check) leaves nothing preloaded', () => {
  it('the panel shown later asks afresh and draws the newer state', async () => {
    let complete = false;
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ complete, signers: complete ? [{}, {}, {}] : [{}], documents: [] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(await getSigningComplete('T9')).toBe(false);
    complete = true;
    render(<Panel transCode="T9" />);
    expect(await screen.findByText('blocks 3')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
