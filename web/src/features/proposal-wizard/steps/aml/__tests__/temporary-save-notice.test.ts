import { describe, expect, it } from 'vitest';
import { amlMessages } from '@agent-portal/contracts/messages';
import { answersKey, temporarySaveNotice } from '../temporary-save-notice';

const unchanged = { result: 'unchanged', message: amlMessages.UNCHANGED } as const;

describe('what a button 暫存 of an AML form says (issue 41)', () => {
  it('answers the autosave already stored, changed by the agent since: 已自動暫存, not 資料無異動', () => {
    expect(temporarySaveNotice(unchanged, true)).toEqual({ kind: 'success', text: amlMessages.AUTOSAVED });
    expect(amlMessages.AUTOSAVED).toBe('已自動暫存');
  });

  it('answers nobody changed: the core’s 資料無異動', () => {
    expect(temporarySaveNotice(unchanged, false)).toEqual({ kind: 'info', text: amlMessages.UNCHANGED });
  });

  it('answers written now: the core’s 暫存成功', () => {
    expect(temporarySaveNotice({ result: 'saved', message: amlMessages.TEMP_SAVED }, true)).toEqual({
      kind: 'success',
      text: amlMessages.TEMP_SAVED,
    });
  });

  it('compares answers whatever the order of their keys', () => {
    expect(answersKey({ visitCode: '1', incomeSource: ['2'] })).toBe(
      answersKey({ incomeSource: ['2'], visitCode: '1' }),
    );
    expect(answersKey({ visitCode: '1' })).not.toBe(answersKey({ visitCode: '2' }));
  });
});
