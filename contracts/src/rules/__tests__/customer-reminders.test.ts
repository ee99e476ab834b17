import { ageChangedSinceDraft, agesFromRoc } from '../customer';
import { padRocYear } from '../dates';

describe('ageChangedSinceDraft (spec 3 §8, on load)', () => {
  const on = new Date('2026-11-22T10:00:00+08:00');
  const today = agesFromRoc('64', '03', '12', on).insureAge!;

  it('is quiet when the stored age is what the birth date gives today', () =>
    expect(ageChangedSinceDraft(String(today), '64', '03', '12', on)).toBeNull());
  it('reports the stored and the new age when they differ', () =>
    expect(ageChangedSinceDraft(String(today - 1), '64', '03', '12', on)).toEqual({
      before: today - 1,
      after: today,
    }));
  it('a year later the same draft reminds', () => {
    const later = new Date('2027-11-22T10:00:00+08:00');
    expect(ageChangedSinceDraft(String(today), '64', '03', '12', later)).toEqual({
      before: today,
      after: today + 1,
    });
  });
  it.each([
    ['', '64', '03', '12'],
    [null, '64', '03', '12'],
    ['abc', '64', '03', '12'],
    ['50', '', '03', '12'],
    ['50', '64', '02', '30'],
  ])('says nothing without a stored age or a real date (%p %p/%p/%p)', (stored, yy, mm, dd) =>
    expect(ageChangedSinceDraft(stored, yy, mm, dd, on)).toBeNull(),
  );
});

describe('padRocYear (spec 3 §9: the representative ROC year has 3 digits)', () => {
  it.each([
    ['64', '064'],
    ['7', '007'],
    ['110', '110'],
    [' 64 ', '064'],
  ])('%p → %p', (yy, padded) => expect(padRocYear(yy)).toBe(padded));
  it.each(['', '0', 'ab', '1234'])('leaves %p as it is', (yy) => expect(padRocYear(yy)).toBe(yy.trim()));
});
