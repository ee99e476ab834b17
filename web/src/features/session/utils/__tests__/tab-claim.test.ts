import { describe, expect, it } from 'vitest';
import { isTabMessage, reactToTabMessage } from '../tab-claim';

const me = { pageId: 'P1', tabId: 'A' };

describe('reactToTabMessage', () => {
  it('the holder answers a claim for its page id with "taken"', () => {
    expect(reactToTabMessage('holder', me, { type: 'claim', pageId: 'P1', tabId: 'B' })).toEqual({
      state: 'holder',
      reply: { type: 'taken', pageId: 'P1', to: 'B' },
    });
  });

  it('a claim for another login is ignored', () => {
    expect(reactToTabMessage('holder', me, { type: 'claim', pageId: 'P2', tabId: 'B' })).toEqual({
      state: 'holder',
    });
  });

  it('a checking tab told "taken" is refused; a "taken" for another tab changes nothing', () => {
    expect(reactToTabMessage('checking', me, { type: 'taken', pageId: 'P1', to: 'A' })).toEqual({
      state: 'refused',
    });
    expect(reactToTabMessage('checking', me, { type: 'taken', pageId: 'P1', to: 'C' })).toEqual({
      state: 'checking',
    });
  });

  it('a checking tab does not answer claims', () => {
    expect(reactToTabMessage('checking', me, { type: 'claim', pageId: 'P1', tabId: 'B' })).toEqual({
      state: 'checking',
    });
  });

  it('recognises only well-formed messages', () => {
    expect(isTabMessage({ type: 'claim', pageId: 'P1', tabId: 'A' })).toBe(true);
    expect(isTabMessage({ type: 'hello' })).toBe(false);
    expect(isTabMessage(null)).toBe(false);
  });
});
