import { isAccountNo, isOnlyWealthPurpose } from '../analysis';
import { isCompanyEmail } from '../email';
import { isAllowedUploadName, isAllowedUploadSize, isAllowedUploadType } from '../files';
import { hasBlank, hasSpecialNameChars } from '../names';

describe('isCompanyEmail', () => {
  const domains = 'megabank.com.tw, @megains.com.tw';
  it.each(['a@megabank.com.tw', 'A@MEGABANK.COM.TW', 'b@megains.com.tw', 'c@hq.megabank.com.tw'])(
    'recognises %s',
    (e) => expect(isCompanyEmail(e, domains)).toBe(true),
  );
  it.each(['a@gmail.com', 'a@notmegabank.com.tw', 'megabank.com.tw', '', null])('does not flag %p', (e) =>
    expect(isCompanyEmail(e, domains)).toBe(false),
  );
  it('takes a list too, and an empty list flags nothing', () => {
    expect(isCompanyEmail('a@megabank.com.tw', ['megabank.com.tw'])).toBe(true);
    expect(isCompanyEmail('a@megabank.com.tw', [])).toBe(false);
    expect(isCompanyEmail('a@megabank.com.tw', '')).toBe(false);
  });
});

describe('names', () => {
  it('finds half- and full-width blanks', () => {
    expect(hasBlank('王 小明')).toBe(true);
    expect(hasBlank('王\u3000小明')).toBe(true);
    expect(hasBlank('王小明')).toBe(false);
  });

  it('finds separator dots, private-use and astral characters', () => {
    expect(hasSpecialNameChars('Kolas‧Yotaka')).toBe(true);
    expect(hasSpecialNameChars('林\ue000')).toBe(true);
    expect(hasSpecialNameChars('𠀋文')).toBe(true);
    expect(hasSpecialNameChars('陳大文')).toBe(false);
  });
});

describe('purpose and account rules', () => {
  it('refuses purpose 9 alone only', () => {
    expect(isOnlyWealthPurpose('9')).toBe(true);
    expect(isOnlyWealthPurpose(['9'])).toBe(true);
    expect(isOnlyWealthPurpose('1,9')).toBe(false);
    expect(isOnlyWealthPurpose('')).toBe(false);
    expect(isOnlyWealthPurpose(null)).toBe(false);
  });

  it('checks account lengths', () => {
    expect(isAccountNo('123456789012', [12, 14])).toBe(true);
    expect(isAccountNo('12345678901234', [12, 14])).toBe(true);
    expect(isAccountNo('1234567890123', [12, 14])).toBe(false);
    expect(isAccountNo('12345678901a', [12, 14])).toBe(false);
  });
});

describe('upload rules', () => {
  it('takes JPG only for type A and JPG, PNG or PDF otherwise', () => {
    expect(isAllowedUploadType('id.JPG', 'A')).toBe(true);
    expect(isAllowedUploadType('id.png', 'A')).toBe(false);
    expect(isAllowedUploadType('doc.pdf', 'B')).toBe(true);
    expect(isAllowedUploadType('doc.docx', 'B')).toBe(false);
    expect(isAllowedUploadType('noext', 'B')).toBe(false);
  });

  it('limits size to 5 MB and names to 40 characters', () => {
    expect(isAllowedUploadSize(5 * 1024 * 1024)).toBe(true);
    expect(isAllowedUploadSize(5 * 1024 * 1024 + 1)).toBe(false);
    expect(isAllowedUploadName(`${'a'.repeat(36)}.jpg`)).toBe(true);
    expect(isAllowedUploadName(`${'a'.repeat(37)}.jpg`)).toBe(false);
  });
});
