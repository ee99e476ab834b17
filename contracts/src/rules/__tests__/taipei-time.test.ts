import { sendDateSchema } from '../../validation/proposals';
import { releasePermitSchema, releasePermitSearchSchema } from '../../validation/release-permits';
import { commissionSearchSchema } from '../../validation/commission';
import { errorsOf } from '../../validation/__tests__/helpers';
import { commissionMonths, defaultCommissionRange, isCommissionMonth } from '../commission';
import { agesFromRoc, needsRepresentativeByAge } from '../customer';
import { actualAge, compareDates, todayIso, toIsoDate } from '../dates';
import { isAcceptedBeforeToday, isOverdueRemote } from '../proposal-actions';
import { defaultReleasePermitRange, isNotAfterToday, isNotBeforeToday } from '../release-permits';
import { taipeiDateTime, taipeiHour, taipeiMonth, taipeiParts, taipeiToday } from '../taipei-time';
import { isAfterRemindHour } from '../written-analysis';

/**
 * Every business-date rule at Taiwan's day boundary: 2026-11-27 01:00 in Taipei is 2026-11-26 17:00 UTC, the day
 * before for a process in UTC. `npm test` runs this suite under TZ=UTC and TZ=Asia/Taipei (scripts/test.sh).
 */
const AT_ONE_TAIPEI = new Date('2026-11-26T17:00:00Z');
/** 2026-12-01 01:00 in Taipei: still November in UTC. */
const MONTH_START_TAIPEI = new Date('2026-11-30T17:00:00Z');

describe(`business time at 01:00 Taipei (process TZ=${process.env.TZ ?? 'unset'})`, () => {
  beforeEach(() => jest.useFakeTimers({ now: AT_ONE_TAIPEI, doNotFake: ['nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('reads the clock as Taiwan wall time', () => {
    expect(taipeiToday()).toBe('2026-11-27');
    expect(todayIso()).toBe('2026-11-27');
    expect(toIsoDate(new Date())).toBe('2026-11-27');
    expect(taipeiParts()).toEqual({ year: 2026, month: 11, day: 27, hour: 1, minute: 0, second: 0 });
    expect(taipeiHour()).toBe(1);
    expect(taipeiDateTime()).toBe('2026/11/27 01:00:00');
    expect(compareDates('2026-11-27', new Date())).toBe(0);
  });

  it('reads one second once: the same reading within it, a fresh one after, never a shared object', () => {
    const first = taipeiParts(new Date('2026-11-27T15:59:59.001Z'));
    first.day = 99;
    expect(taipeiParts(new Date('2026-11-27T15:59:59.999Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 27,
      hour: 23,
      minute: 59,
      second: 59,
    });
    expect(taipeiToday(new Date('2026-11-27T16:00:00.000Z'))).toBe('2026-11-28');
    expect(commissionMonths(new Date('2026-11-27T16:00:00.000Z'))[0]).toBe('202610');
    expect(() => taipeiParts(new Date(NaN))).toThrow(RangeError);
  });

  it('reads midnight as hour 0 and the last second as the same day', () => {
    expect(taipeiParts(new Date('2026-11-26T16:00:00Z')).hour).toBe(0);
    expect(taipeiToday(new Date('2026-11-27T15:59:59Z'))).toBe('2026-11-27');
    expect(taipeiToday(new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
  });

  it('overdue remote: accepted yesterday (Taipei) is overdue, accepted today is not', () => {
    const row = { polState: 'S', polInsureType: 'R', writSendState: '' };
    expect(isOverdueRemote({ ...row, insAcceptDt: '2026/11/26' })).toBe(true);
    expect(isOverdueRemote({ ...row, insAcceptDt: '2026/11/27' })).toBe(false);
    expect(isOverdueRemote({ ...row, insAcceptDt: '2026-11-27 00:30:00' })).toBe(false);
  });

  it('intake (acceptance) date: before today only when it is a Taipei yesterday', () => {
    expect(isAcceptedBeforeToday('2026/11/26')).toBe(true);
    expect(isAcceptedBeforeToday('2026/11/27')).toBe(false);
    expect(isAcceptedBeforeToday('')).toBe(false);
  });

  it('send date: the Taipei today is not in the future, tomorrow is', async () => {
    expect(await errorsOf(sendDateSchema, { writSendDate: '2026-11-27' })).toEqual([]);
    expect(await errorsOf(sendDateSchema, { writSendDate: '2026-11-28' })).not.toEqual([]);
  });

  it('APP_REMIND_TIME: the hour is the Taipei hour', () => {
    expect(isAfterRemindHour(new Date(), 1)).toBe(true);
    expect(isAfterRemindHour(new Date(), 2)).toBe(false);
    expect(isAfterRemindHour(new Date(), 17)).toBe(false);
    expect(isAfterRemindHour(new Date('2026-11-27T09:00:00Z'), 17)).toBe(true);
  });

  it('commission months: the month before the Taipei month, also on its first day', async () => {
    expect(commissionMonths()[0]).toBe('202610');
    expect(defaultCommissionRange()).toEqual({ startMonth: '202609', endMonth: '202610' });
    jest.setSystemTime(MONTH_START_TAIPEI);
    expect(taipeiMonth()).toBe('202612');
    expect(commissionMonths()[0]).toBe('202611');
    expect(isCommissionMonth('202611')).toBe(true);
    expect(isCommissionMonth('202511')).toBe(false);
    expect(defaultCommissionRange()).toEqual({ startMonth: '202610', endMonth: '202611' });
    expect(await errorsOf(commissionSearchSchema, { startMonth: '202611', endMonth: '202611' })).toEqual([]);
  });

  it('take-out ranges: the default window ends on the Taipei today; a start today is accepted', async () => {
    expect(defaultReleasePermitRange()).toEqual({ applyStartDt: '2026-10-27', applyEndDt: '2026-11-27' });
    expect(isNotBeforeToday('2026-11-27', new Date())).toBe(true);
    expect(isNotBeforeToday('2026-11-26', new Date())).toBe(false);
    expect(isNotAfterToday('2026-11-27', new Date())).toBe(true);
    expect(isNotAfterToday('2026-11-28', new Date())).toBe(false);
    const application = {
      cusIdn: 'A100000010',
      cusName: '王志明',
      getDataYn: 'Y',
      walkOutStartDtStr: '2026-11-27',
      walkOutEndDtStr: '2026-11-27',
      applyDesc: '拜訪客戶',
    };
    expect(await errorsOf(releasePermitSchema, application)).toEqual([]);
    expect(
      await errorsOf(releasePermitSchema, { ...application, walkOutStartDtStr: '2026-11-26' }),
    ).not.toEqual([]);
    expect(await errorsOf(releasePermitSearchSchema, defaultReleasePermitRange())).toEqual([]);
  });

  it('ages turn on the Taipei birthday (legal representative by age)', () => {
    expect(actualAge('2008-11-27')).toBe(18);
    expect(agesFromRoc('097', '11', '27').actualAge).toBe(18);
    expect(needsRepresentativeByAge('097/11/27')).toBe(false);
    expect(needsRepresentativeByAge('097/11/28')).toBe(true);
  });
});
