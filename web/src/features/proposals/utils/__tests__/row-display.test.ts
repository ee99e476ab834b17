import { describe, expect, it } from 'vitest';
import type { ProposalRow } from '../../api/get-proposals';
import { byText, intakeDate, newestFirst, showsReturnReason } from '../row-display';

const row = (over: Partial<ProposalRow>) =>
  ({ createDt: '', insAcceptDt: '2025/01/02', polState: 'A', ...over }) as ProposalRow;

describe('intakeDate', () => {
  it.each(['N', 'O', 'B'])('is blank in state %s even when the core sent one', (polState) => {
    expect(intakeDate(row({ polState }))).toBe('');
  });
  it.each(['S', 'U', 'P', 'A', 'R'])('shows the date in state %s', (polState) => {
    expect(intakeDate(row({ polState }))).toBe('2025/01/02');
  });
});

describe('showsReturnReason', () => {
  it('only state R links to the return reason', () => {
    expect(showsReturnReason(row({ polState: 'R' }))).toBe(true);
    expect(showsReturnReason(row({ polState: 'U' }))).toBe(false);
  });
});

describe('newestFirst', () => {
  it('orders by creation time, newest first, without touching the input', () => {
    const input = [
      row({ transCode: 'a', createDt: '2025/01/02 09:00:00' }),
      row({ transCode: 'b', createDt: '2025/03/01 08:00:00' }),
      row({ transCode: 'c', createDt: '2025/01/02 10:00:00' }),
    ];
    expect(newestFirst(input).map((r) => r.transCode)).toEqual(['b', 'c', 'a']);
    expect(input[0]?.transCode).toBe('a');
  });
});

describe('byText', () => {
  it('compares the picked text, empty first', () => {
    const sort = byText((r: { v: string | null }) => r.v);
    expect([{ v: 'b' }, { v: null }, { v: 'a' }].sort(sort).map((r) => r.v)).toEqual([null, 'a', 'b']);
  });
});
