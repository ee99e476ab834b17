import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useFocusReturn } from '../use-focus-return';

function element<K extends 'button' | 'input'>(tag: K): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  document.body.appendChild(el);
  return el;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useFocusReturn (a closed dialog gives the focus back only if the user has not moved on)', () => {
  it('focuses the opener when nothing has the focus after the closing motion', () => {
    const opener = element('button');
    opener.focus();
    const { result, rerender } = renderHook(({ open }) => useFocusReturn(open), {
      initialProps: { open: false },
    });
    rerender({ open: true });
    opener.blur();
    rerender({ open: false });
    result.current.afterClose();
    expect(result.current.focusTriggerAfterClose).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the focus where the user put it meanwhile (the next field, an open select)', () => {
    const opener = element('button');
    const next = element('input');
    opener.focus();
    const { result, rerender } = renderHook(({ open }) => useFocusReturn(open), {
      initialProps: { open: false },
    });
    rerender({ open: true });
    next.focus();
    rerender({ open: false });
    result.current.afterClose();
    expect(document.activeElement).toBe(next);
  });
});
