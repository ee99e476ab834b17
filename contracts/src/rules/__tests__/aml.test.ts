import {
  RISK_ANSWER_KEYS,
  amlWriteMode,
  commaList,
  eddRoute,
  isHighRisk,
  isManagerRole,
  riskAnswersOf,
  riskJobOf,
  sameAnswers,
} from '../aml';

describe('AML rules (spec 2 §4.4, §6, §9)', () => {
  it('riskJobYn: Y on the very-high-risk (srv12) or high-risk (srv14) career list', () => {
    expect(riskJobOf('0801001', ['0801001'], ['0601001'])).toEqual({ riskJobYn: 'Y', riskJobCode: 'SRV12' });
    expect(riskJobOf('0601001', ['0801001'], ['0601001'])).toEqual({ riskJobYn: 'Y', riskJobCode: 'SRV14' });
    expect(riskJobOf('0101001', ['0801001'], ['0601001'])).toEqual({ riskJobYn: 'N', riskJobCode: '' });
    expect(riskJobOf(undefined, [''], [''])).toEqual({ riskJobYn: 'N', riskJobCode: '' });
  });

  it('a score at or above the limit needs the EDD; a manager gets the paper EDD instead', () => {
    expect(isHighRisk(29, 30)).toBe(false);
    expect(isHighRisk(30, 30)).toBe(true);
    expect(eddRoute(29, 30, false)).toBe('none');
    expect(eddRoute(30, 30, false)).toBe('edd');
    expect(eddRoute(30, 30, true)).toBe('paper');
    expect(eddRoute(10, 30, true)).toBe('none');
  });

  it('the manager role is the parameter’s code (a comma list allowed)', () => {
    expect(isManagerRole('R02', 'R02')).toBe(true);
    expect(isManagerRole('R02', 'R05, R02')).toBe(true);
    expect(isManagerRole('R01', 'R02')).toBe(false);
    expect(isManagerRole(undefined, 'R02')).toBe(false);
    expect(isManagerRole('R02', undefined)).toBe(false);
  });

  it('comma lists are normalised (order, blanks, repeats) so unchanged answers compare equal', () => {
    expect(commaList(['D', 'A', 'A', ' '])).toBe('A,D');
    expect(commaList('D,A')).toBe('A,D');
    expect(commaList(undefined)).toBe('');
    expect(sameAnswers({ a: 'A,D', b: ' x' }, { a: 'A,D', b: 'x' }, ['a', 'b'])).toBe(true);
    expect(sameAnswers({ a: 'A' }, { a: 'A,D' }, ['a'])).toBe(false);
    expect(sameAnswers({}, { a: '' }, ['a'])).toBe(true);
  });
});

describe('amlWriteMode (spec 2 §4.2, §4.4; issue 20)', () => {
  const row = (polState: string, amlPassState: string | null = null) => ({
    polState,
    polInsureType: 'M',
    amlPassState,
  });

  it('the wizard while the case is editable (N, S), the resubmission in U with amlPassState P', () => {
    expect(amlWriteMode(row('N'))).toBe('wizard');
    expect(amlWriteMode(row('S'))).toBe('wizard');
    expect(amlWriteMode(row('U', 'P'))).toBe('moneyLaundering');
  });

  it.each(['A', 'P', 'O', 'R', 'B', 'U', ''])('nothing in state %j without amlPassState P', (state) => {
    expect(amlWriteMode(row(state))).toBeNull();
    expect(amlWriteMode(row(state, 'Y'))).toBeNull();
  });
});

describe('riskAnswersOf (issue 20)', () => {
  it('keeps the agent’s answers and drops the system’s fields', () => {
    const form = { idnCode: ['A'], specJobYn: 'N', cusJobCode: '0801001', riskJobYn: 'Y', nameCheckYn: 'N' };
    expect(riskAnswersOf(form)).toEqual({ idnCode: ['A'], specJobYn: 'N' });
    expect(RISK_ANSWER_KEYS).not.toContain('cusJobCode');
  });
});
