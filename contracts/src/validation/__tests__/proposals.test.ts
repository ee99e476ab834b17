import { ruleMessages } from '../../messages/rules';
import { proposalMessages } from '../../messages/proposals';
import { chooseCaseTypeSchema, interviewSchema, proposalSearchSchema, sendDateSchema } from '../proposals';

const errorsOf = async (
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
  context = {},
) => {
  try {
    await schema.validate(value, { abortEarly: false, context });
    return [];
  } catch (err) {
    return (err as { errors: string[] }).errors;
  }
};

describe('proposalSearchSchema (spec 2 §5)', () => {
  it('takes no criteria, or both dates in order', async () => {
    expect(await errorsOf(proposalSearchSchema, {})).toEqual([]);
    expect(
      await errorsOf(proposalSearchSchema, { modifyDtStart: '2024-01-01', modifyDtEnd: '2024/01/01' }),
    ).toEqual([]);
  });

  it('needs both dates or neither, the end not before the start', async () => {
    expect(await errorsOf(proposalSearchSchema, { modifyDtStart: '2024-01-01' })).toEqual([
      ruleMessages.LAST_MODIFIED_BOTH,
    ]);
    expect(await errorsOf(proposalSearchSchema, { modifyDtEnd: '2024-01-01' })).toEqual([
      ruleMessages.LAST_MODIFIED_BOTH,
    ]);
    expect(
      await errorsOf(proposalSearchSchema, { modifyDtStart: '2024-01-02', modifyDtEnd: '2024-01-01' }),
    ).toEqual([ruleMessages.LAST_MODIFIED_ORDER]);
  });

  it('accepts a status code or CODE_TYPE:value only', async () => {
    expect(await errorsOf(proposalSearchSchema, { polState: 'ELEC_CALL_STATE:P' })).toEqual([]);
    expect(await errorsOf(proposalSearchSchema, { polState: 'N' })).toEqual([]);
    expect(await errorsOf(proposalSearchSchema, { polState: 'N or 1=1' })).toEqual([
      proposalMessages.STATUS_FILTER_INVALID,
    ]);
  });
});

describe('interviewSchema, sendDateSchema, chooseCaseTypeSchema', () => {
  it('interview: name 1-20, a real date, hour 00-23, minutes 00-59', async () => {
    const good = { name: '王小明', date: '2024-05-01', hour: '23', minutes: '59' };
    expect(await errorsOf(interviewSchema, good)).toEqual([]);
    expect(
      await errorsOf(interviewSchema, { ...good, name: '王'.repeat(21), hour: '24', minutes: '60' }),
    ).toEqual([
      ruleMessages.MAX_LENGTH('電訪人員', 20),
      proposalMessages.INTERVIEW_HOUR,
      proposalMessages.INTERVIEW_MINUTES,
    ]);
  });

  it('send date: required, not after today', async () => {
    const now = new Date('2024-05-01T00:00:00+08:00');
    expect(await errorsOf(sendDateSchema, { writSendDate: '2024-05-01' }, { now })).toEqual([]);
    expect(await errorsOf(sendDateSchema, { writSendDate: '2024-05-02' }, { now })).toEqual([
      proposalMessages.SEND_DATE_FUTURE,
    ]);
    expect(await errorsOf(sendDateSchema, {}, { now })).toEqual([ruleMessages.REQUIRED('寄送日期')]);
  });

  it('choose: insurer and case type required', async () => {
    expect(await errorsOf(chooseCaseTypeSchema, {})).toEqual([
      ruleMessages.CHOOSE_COMPANY,
      ruleMessages.CHOOSE_CASE_TYPE,
    ]);
  });
});
