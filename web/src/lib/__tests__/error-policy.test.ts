import { describe, expect, it } from 'vitest';
import { errorMessages } from '@agent-portal/contracts/messages';
import { noResponseBody, toErrorBody, type ErrorBody } from '../api-error';
import { createThrottle, decideErrorAction, inlineErrorText } from '../error-policy';

// The alert shows the envelope's instant in Taiwan time, whatever the browser's zone.
const at = new Date('2025-01-02T03:04:05+08:00');

function body(code: string, status: number, message = 'msg'): ErrorBody {
  return { code, status, message, timestamp: at.toISOString() };
}

describe('decideErrorAction', () => {
  it.each([
    'BAD_REQUEST',
    'NOT_FOUND',
    'SERVER_BUSY',
    'CORE_TIMEOUT',
    'MAINTENANCE',
    'NO_RESPONSE',
    'SESSION_STORE_DOWN',
    'VALIDATION_FAILED',
  ])('global code %s: alert with the time and the message, then reload', (code) => {
    expect(decideErrorAction(body(code, 500, '訊息'), 'default')).toEqual({
      kind: 'alert',
      time: '2025/01/02 03:04:05',
      message: '訊息',
      reload: true,
    });
  });

  it("an alert carries the envelope's request id, for the 錯誤代碼 line", () => {
    const withId = { ...body('SERVER_BUSY', 500), requestId: 'k3x9-0001' };
    expect(decideErrorAction(withId, 'default')).toMatchObject({ kind: 'alert', requestId: 'k3x9-0001' });
  });

  it('401 outside the login: silent redirect to login', () => {
    expect(decideErrorAction(body('UNAUTHORIZED', 401, ''), 'default')).toEqual({ kind: 'login-redirect' });
  });

  it('any error of a login step, 401 included: the form shows it inline', () => {
    expect(decideErrorAction(body('LOGIN_FAILED', 401), 'inline')).toEqual({ kind: 'inline' });
    expect(decideErrorAction(body('PASSWORD_EXPIRED', 409), 'inline')).toEqual({ kind: 'inline' });
    expect(decideErrorAction(body('NO_RESPONSE', 0), 'inline')).toEqual({ kind: 'inline' });
  });

  it('518 (reset suggested) outside the login: no alert and no reload', () => {
    expect(decideErrorAction(body('PASSWORD_RESET_SUGGESTED', 409), 'default')).toEqual({ kind: 'none' });
  });

  it('legacy 449 notice: the message with the time, no reload', () => {
    expect(decideErrorAction(body('LEGACY_NOTICE', 409, '注意'), 'default')).toEqual({
      kind: 'notice',
      time: '2025/01/02 03:04:05',
      message: '注意',
    });
  });

  it('an unknown code: alert with its own message and no reload', () => {
    expect(decideErrorAction(body('ROLE_REJECTED', 409, '角色錯誤'), 'default')).toMatchObject({
      kind: 'alert',
      message: '角色錯誤',
      reload: false,
    });
  });
});

describe('toErrorBody', () => {
  it('an envelope: its error member', () => {
    const json = { error: body('SERVER_BUSY', 500, 'x') };
    expect(toErrorBody(json, 500, new Date())).toEqual(body('SERVER_BUSY', 500, 'x'));
  });

  it('keeps the values a refusal names for the form (FINANCE_DIFFERS: the 前次 figures), and only text values', () => {
    const fill = { salaryLast: '80', assetsLast: '1000' };
    expect(toErrorBody({ error: { ...body('FINANCE_DIFFERS', 409), fill } }, 409, at)).toEqual({
      ...body('FINANCE_DIFFERS', 409),
      fill,
    });
    expect(
      toErrorBody({ error: { ...body('FINANCE_DIFFERS', 409), fill: { salaryLast: 80 } } }, 409, at),
    ).toEqual(body('FINANCE_DIFFERS', 409));
  });

  it('no envelope (a proxy page): the catalogue message of the status', () => {
    expect(toErrorBody(null, 404, at)).toMatchObject({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
    expect(toErrorBody('<html>', 502, at)).toMatchObject({
      code: 'MAINTENANCE',
      message: errorMessages.MAINTENANCE,
    });
  });

  it('no response at all: the 999 message, which alerts and reloads', () => {
    const b = noResponseBody(at);
    expect(b).toMatchObject({ code: 'NO_RESPONSE', message: errorMessages.NO_RESPONSE });
    expect(decideErrorAction(b, 'default')).toMatchObject({ kind: 'alert', reload: true });
  });
});

describe('createThrottle', () => {
  it('lets one through per 5 s', () => {
    const gate = createThrottle();
    expect(gate(0)).toBe(true);
    expect(gate(4999)).toBe(false);
    expect(gate(5000)).toBe(true);
    expect(gate(6000)).toBe(false);
  });
});

describe('decideErrorAction, background calls', () => {
  it('a silent call never alerts, reloads or redirects', () => {
    expect(decideErrorAction(body('SERVER_BUSY', 500), 'silent')).toEqual({ kind: 'none' });
    expect(decideErrorAction(body('UNAUTHORIZED', 401), 'silent')).toEqual({ kind: 'none' });
  });
});

describe('inlineErrorText (login form errors)', () => {
  it('keeps the time of a catalogue error', () => {
    const text = inlineErrorText({
      code: 'SERVER_BUSY',
      message: errorMessages.SERVER_BUSY,
      timestamp: '2026-11-21T08:09:10Z',
    });
    expect(text).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2} /);
    expect(text.endsWith(errorMessages.SERVER_BUSY)).toBe(true);
  });

  it('shows a form refusal as the core wrote it', () => {
    expect(inlineErrorText({ code: 'LOGIN_FAILED', message: '驗證碼錯誤' })).toBe('驗證碼錯誤');
    expect(inlineErrorText({ code: 'VALIDATION_FAILED', message: '密碼長度需為8~12碼！' })).toBe(
      '密碼長度需為8~12碼！',
    );
  });
});

describe('decideErrorAction, legacy 516-519 on an ordinary call (spec 1 §8)', () => {
  it('517: the message the BFF carries (the core first alert message) with the time, then reload', () => {
    expect(
      decideErrorAction(body('PASSWORD_RESET_REQUIRED', 409, '密碼已重設，請變更密碼'), 'default'),
    ).toEqual({
      kind: 'alert',
      time: '2025/01/02 03:04:05',
      message: '密碼已重設，請變更密碼',
      reload: true,
    });
  });

  it.each(['LOGIN_REJECTED', 'PASSWORD_EXPIRED'])(
    '%s (516, 519): alerted like a status, then reload',
    (code) => {
      expect(decideErrorAction(body(code, 409, errorMessages.MAINTENANCE), 'default')).toMatchObject({
        kind: 'alert',
        message: errorMessages.MAINTENANCE,
        reload: true,
      });
    },
  );

  it('518: nothing at all, on any policy', () => {
    for (const policy of ['default', 'silent'] as const)
      expect(decideErrorAction(body('PASSWORD_RESET_SUGGESTED', 409), policy)).toEqual({ kind: 'none' });
  });
});
