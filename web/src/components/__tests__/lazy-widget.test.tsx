import { act, cleanup, render, screen } from '@testing-library/react';
import { createRef, forwardRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWidget } from '../lazy-widget';

afterEach(cleanup);

interface BoxProps {
  value: string;
  onChange?: (v: string) => void;
}

/** A widget with state of its own (what a remount would lose) and a ref. */
const Box = forwardRef<HTMLInputElement, BoxProps>(function Box({ value }, ref) {
  const [clicks, setClicks] = useState(0);
  return (
    <label>
      widget
      <input ref={ref} value={value} readOnly onClick={() => setClicks((n) => n + 1)} data-clicks={clicks} />
    </label>
  );
});

/** A chunk whose arrival the test decides. */
function deferredChunk() {
  let arrive!: () => void;
  let fail!: (e: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<typeof Box>((done, reject) => {
        arrive = () => done(Box);
        fail = reject;
      }),
  );
  return { load, arrive: () => arrive(), fail: (e: Error) => fail(e) };
}

const placeholder = (p: BoxProps) => <span data-testid="placeholder">{p.value}</span>;

describe('lazyWidget', () => {
  it('draws the placeholder with the value until the chunk arrives, then the widget with the ref, fetched once', async () => {
    const chunk = deferredChunk();
    const Widget = lazyWidget<BoxProps, HTMLInputElement>(chunk.load, placeholder);
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <Widget value="台北市" ref={ref} />
        <Widget value="新北市" />
      </>,
    );
    expect(screen.getAllByTestId('placeholder').map((p) => p.textContent)).toEqual(['台北市', '新北市']);
    expect(screen.queryByRole('textbox')).toBeNull();
    await act(async () => chunk.arrive());
    expect(screen.queryByTestId('placeholder')).toBeNull();
    expect(screen.getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual([
      '台北市',
      '新北市',
    ]);
    expect(ref.current).toBe(screen.getAllByRole('textbox')[0]);
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('once loaded, a new instance draws the widget at once, and a drawn one keeps its state across renders', async () => {
    const chunk = deferredChunk();
    const Widget = lazyWidget<BoxProps, HTMLInputElement>(chunk.load, placeholder);
    const pending = Widget.preload();
    chunk.arrive();
    await pending;
    const { rerender } = render(<Widget value="a" />);
    expect(screen.queryByTestId('placeholder')).toBeNull();
    const input = screen.getByRole('textbox');
    act(() => input.click());
    rerender(<Widget value="b" />);
    expect(screen.getByRole('textbox')).toBe(input);
    expect(input.dataset.clicks).toBe('1');
    expect((input as HTMLInputElement).value).toBe('b');
  });

  it('a failed fetch is tried again by the next preload', async () => {
    const chunk = deferredChunk();
    const Widget = lazyWidget<BoxProps, HTMLInputElement>(chunk.load, placeholder);
    const first = Widget.preload();
    chunk.fail(new Error('chunk gone'));
    await expect(first).rejects.toThrow('chunk gone');
    const second = Widget.preload();
    chunk.arrive();
    await second;
    expect(chunk.load).toHaveBeenCalledTimes(2);
    render(<Widget value="x" />);
    expect(screen.getByRole('textbox')).toBeTruthy();
  });
});
