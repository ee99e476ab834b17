import { reasonsNeeded, amountChanged } from '../check-items';
import { attachSlots, isAllowedUploadContent, sniffFileKind, uploadCountLimit } from '../files';

const bytes = (...b: number[]) => Uint8Array.from(b);
const JPG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34);
const EXE = bytes(0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0);

describe('sniffFileKind', () => {
  it('knows JPG, PNG and PDF by their magic bytes and nothing else', () => {
    expect(sniffFileKind(JPG)).toBe('jpg');
    expect(sniffFileKind(PNG)).toBe('png');
    expect(sniffFileKind(PDF)).toBe('pdf');
    expect(sniffFileKind(EXE)).toBeNull();
    expect(sniffFileKind(bytes())).toBeNull();
  });

  it('refuses a renamed .exe and a PNG named .jpg whatever the name says', () => {
    expect(isAllowedUploadContent('photo.jpg', 'C', EXE)).toBe(false);
    expect(isAllowedUploadContent('photo.jpg', 'C', PNG)).toBe(false);
    expect(isAllowedUploadContent('photo.JPEG', 'A', JPG)).toBe(true);
    expect(isAllowedUploadContent('scan.png', 'A', PNG)).toBe(false);
    expect(isAllowedUploadContent('scan.pdf', 'AG', PDF)).toBe(true);
  });
});

describe('upload counts and slots', () => {
  const limits = { fileLimit: 10, otherFileLimit: 5 };
  it('takes one file for A, OTHER_FILE_LIMIT for C and FILE_LIMIT otherwise', () => {
    expect(uploadCountLimit('A', limits)).toBe(1);
    expect(uploadCountLimit('C', limits)).toBe(5);
    expect(uploadCountLimit('B', limits)).toBe(10);
    expect(uploadCountLimit('AG', limits)).toBe(10);
  });
  it('shows A in the remote flow only and B to BM1 only', () => {
    expect(attachSlots('M', 'R01')).toEqual(['C']);
    expect(attachSlots('R', 'R01')).toEqual(['A', 'C']);
    expect(attachSlots('M', 'BM1')).toEqual(['B', 'C']);
  });
});

describe('reasonsNeeded', () => {
  it('compares amounts as decimals: 10 and 10.0 are the same, 10 and 11 differ', () => {
    expect(amountChanged('10', '10.0')).toBe(false);
    expect(amountChanged('010', '10')).toBe(false);
    expect(amountChanged('10', '11')).toBe(true);
    expect(amountChanged('', null)).toBe(false);
    expect(amountChanged('120', null)).toBe(false); // no last period: nothing to differ from
    expect(amountChanged('', '120')).toBe(true);
  });
  it('asks a reason only where a value changed, the assets reason for pp/rp/assets', () => {
    expect(reasonsNeeded([{ cusType: 'O', salary: '50', salaryLast: '50', pp: '3', ppLast: '2' }])).toEqual([
      'assetsReason',
    ]);
  });
  it('skips an insured who is the policyholder (relation 1) and counts another insured', () => {
    const insured = { cusType: 'I' as const, hIncome: '9', hIncomeLast: '8' };
    expect(reasonsNeeded([{ ...insured, relationOwnerCode: '1' }])).toEqual([]);
    expect(reasonsNeeded([{ ...insured, relationOwnerCode: '3' }])).toEqual(['hIncomeReason']);
  });
});
