import { describe, expect, it } from 'vitest';
import { markServiceNoticeShown, shouldShowServiceNotice } from '../service-notice';

describe('service notice once per login', () => {
  it('shows a non-empty text once per login id', () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(shouldShowServiceNotice('公告', 'P1', storage)).toBe(true);
    markServiceNoticeShown('P1', storage);
    expect(shouldShowServiceNotice('公告', 'P1', storage)).toBe(false);
    expect(shouldShowServiceNotice('公告', 'P2', storage)).toBe(true);
  });

  it('never shows an empty text', () => {
    expect(shouldShowServiceNotice('  ', 'P9', window.sessionStorage)).toBe(false);
  });
});
