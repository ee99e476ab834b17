import { AppError } from '../../common/app-error';
import type { LogSink } from '../../common/logger';
import { loadContract } from '../../docs/openapi';
import { compileContractRules } from '../contract-rules';
import type { WatchedAnswer } from '../../legacy/legacy-client';
import { contractWatch, legacyContractRules, LOG_EVERY_MS } from '../contract-watch';

/** Issue 42: the checks of the contract watch on single answers, without a core. */
const rules = legacyContractRules(false);

function watchWithClock() {
  const counted: string[] = [];
  const warned: unknown[] = [];
  const clock = { now: 1_000_000 };
  const log = { warn: (obj: unknown) => warned.push(obj) } as unknown as LogSink;
  const watch = contractWatch(
    rules,
    (operation, kind) => counted.push(`${operation} ${kind}`),
    () => clock.now,
  );
  const answer = (a: Partial<WatchedAnswer> & Pick<WatchedAnswer, 'method' | 'path'>) => {
    const text = a.text ?? '';
    const parsed = a.parsed ?? (/^[[{]/.test(text) ? (JSON.parse(text) as unknown) : text);
    return watch(
      { requestId: 'req-1', log },
      { status: 200, contentType: 'application/json', text, parsed, ...a },
    );
  };
  return { counted, warned, clock, answer };
}

const newTransCode = (body: unknown, contentType = 'application/json') => ({
  method: 'GET',
  path: '/ins/common/insPolicies/newTransCode',
  text: JSON.stringify(body),
  contentType,
});

describe('the contract watch', () => {
  it('passes a conforming answer as it is: nothing counted, nothing logged', () => {
    const { counted, warned, answer } = watchWithClock();
    expect(answer(newTransCode({ transCode: 'TN0001' }))).toEqual({ transCode: 'TN0001' });
    expect(counted).toEqual([]);
    expect(warned).toEqual([]);
  });

  it('drops an extra field, counts it, and logs its pointer, not its value', () => {
    const { counted, warned, answer } = watchWithClock();
    expect(answer(newTransCode({ transCode: 'TN0001', secret: 'A123456789' }))).toEqual({
      transCode: 'TN0001',
    });
    expect(counted).toEqual(['getNewTransCode extra']);
    expect(warned).toEqual([
      {
        contract: {
          operation: 'getNewTransCode',
          method: 'GET',
          path: '/ins/common/insPolicies/newTransCode',
          status: 200,
          kind: 'extra',
          requestId: 'req-1',
          pointers: ['/secret'],
        },
      },
    ]);
    expect(JSON.stringify(warned)).not.toContain('A123456789');
  });

  it.each([
    ['a missing field', { other: 1 }, 'missing'],
    ['a field of another type', { transCode: 7 }, 'type'],
    ['a value breaking its pattern', { transCode: 'XX0001' }, 'type'],
  ])('refuses %s with 502 CORE_CONTRACT', (_what, body, kind) => {
    const { counted, answer } = watchWithClock();
    let thrown: unknown;
    try {
      answer(newTransCode(body));
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ status: 502, code: 'CORE_CONTRACT' });
    expect(counted).toContain(`getNewTransCode ${kind}`);
  });

  it('counts every violation, logs an operation and kind once a minute', () => {
    const { counted, warned, clock, answer } = watchWithClock();
    const extra = newTransCode({ transCode: 'TN0001', more: 1 });
    answer(extra);
    clock.now += LOG_EVERY_MS - 1;
    answer(extra);
    answer(newTransCode({ transCode: 'TN0001' }, 'text/html'));
    expect(counted).toEqual([
      'getNewTransCode extra',
      'getNewTransCode extra',
      'getNewTransCode content-type',
    ]);
    expect(warned).toHaveLength(2);
    clock.now += 1;
    answer(extra);
    expect(warned).toHaveLength(3);
  });

  it('keeps the quirks legacy.yaml documents: 449 and 516-519 bodies, empty = OK, erorrMsg, quoted text', () => {
    const { counted, answer } = watchWithClock();
    const notice = { errorCode: 449, message: '系統公告' };
    expect(answer(newTransCode(notice))).toEqual(notice);
    answer({
      method: 'POST',
      path: '/login',
      text: JSON.stringify({ errorCode: 517, message: '請變更密碼' }),
    });
    expect(answer({ method: 'POST', path: '/users/branCodeRole', text: '' })).toBeUndefined();
    const otp = { verifyYn: 'N', erorrMsg: 'OTP驗證碼錯誤，請重新輸入' };
    expect(answer({ method: 'POST', path: '/users/verifyLoginOtp', text: JSON.stringify(otp) })).toEqual(otp);
    answer({ method: 'GET', path: '/adm/com/inWorkTimInterval', text: '"Y"', contentType: 'text/plain' });
    expect(counted).toEqual([]);
  });

  it('names an empty body, an undocumented erorrMsg and a text of the wrong value', () => {
    const { counted, answer } = watchWithClock();
    expect(() => answer(newTransCode(''))).toThrow(AppError);
    expect(() => answer({ ...newTransCode({}), text: '' })).toThrow(AppError);
    expect(() => answer(newTransCode({ erorrMsg: '查無資料' }))).toThrow(AppError);
    expect(() =>
      answer({ method: 'GET', path: '/adm/com/inWorkTimInterval', text: 'X', contentType: 'text/plain' }),
    ).toThrow(AppError);
    expect(() =>
      answer({ method: 'GET', path: '/ins/common/insPolicies/pending', text: '{"erorrMsg":"查無資料"}' }),
    ).toThrow(AppError);
    expect(counted).toEqual([
      'getNewTransCode type',
      'getNewTransCode quirk',
      'getNewTransCode missing',
      'getNewTransCode quirk',
      'getInWorkTime type',
      'getPendingPolicies type',
      'getPendingPolicies quirk',
    ]);
  });

  it('a success status the operation does not document is named, not read as the error shape (`default`)', () => {
    const { counted, answer } = watchWithClock();
    const search = { method: 'POST', path: '/ins/common/insPolicies/search', text: '{"message":"ok"}' };
    expect(() => answer({ ...search, status: 201 })).toThrow(AppError);
    expect(counted).toEqual(['searchProposals status']);
  });

  it('compiles every answer of legacy.yaml (production compiles them at start-up)', () => {
    const eager = compileContractRules(loadContract('legacy.yaml'), { eager: true });
    expect(eager.size).toBe(rules.size);
    expect(eager.get('POST /ins/common/insPolicies/search')?.operation).toBe('searchProposals');
  }, 60_000); // some 400 validators: about a second alone, many on a shared machine
});
