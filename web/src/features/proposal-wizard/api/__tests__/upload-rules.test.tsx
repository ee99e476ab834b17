import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { getUploadRules, useUploadRules } from '../upload-rules';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});

function Screen() {
  const { data } = useUploadRules('R');
  return <p>{data ? `limit ${data.fileLimit}` : 'loading'}</p>;
}

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
});

describe('n5: the step’s load and its screen share one read of the upload rules (issue 39)', () => {
  it('the screen shown after the load takes the loaded rules; the BFF is asked once', async () => {
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ fileLimit: 5, otherFileLimit: 3, slots: [] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    expect(await getUploadRules('R', true)).toMatchObject({ fileLimit: 5 });
    render(<Screen />);
    expect(await screen.findByText('limit 5')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new URL(fetchMock.mock.calls[0]![0].url).search).toBe('?polInsureType=R');
  });
});
