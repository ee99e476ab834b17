import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PlainTag } from '../plain-tag';

afterEach(cleanup);

describe('PlainTag', () => {
  it("a preset colour's text, background and border differ from the default tag's; ref and attributes pass through", () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <>
        <PlainTag>無需簽名</PlainTag>
        <PlainTag ref={ref} color="green" data-testid="done" title="要保書：已簽">
          已簽
        </PlainTag>
        <PlainTag color="orange">待簽</PlainTag>
      </>,
    );
    const plain = screen.getByText('無需簽名');
    const green = screen.getByText('已簽');
    const orange = screen.getByText('待簽');
    expect(ref.current).toBe(green);
    expect(screen.getByTestId('done').getAttribute('title')).toBe('要保書：已簽');
    const colours = (el: HTMLElement) =>
      ['--tag-text', '--tag-bg', '--tag-border'].map((v) => el.style.getPropertyValue(v));
    expect(new Set([plain, green, orange].map((el) => colours(el).join()))).toHaveProperty('size', 3);
    expect(colours(orange).every(Boolean)).toBe(true);
  });
});
