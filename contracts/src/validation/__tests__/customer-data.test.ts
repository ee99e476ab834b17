import { insuredSchema, legalAgentSchema, policyholderSchema, consentGateOpen } from '../customer-data';
import { agesFromRoc, assetsOf, cleanMoney } from '../../rules/customer';
import { rocBirthday, rocParts, westernBirthday } from '../../rules/dates';
import { errorsByPath } from './helpers';

const ctx = {
  polInsureType: 'M',
  remoteNativeYn: 'Y',
  agentIdno: 'A223456781',
  highAgeLimit: 65,
  oldAgeEduYn: 'N',
  companyEmailDomains: ['agentportal.com.tw'],
};
const remote = { ...ctx, polInsureType: 'R' };

const holder = {
  cusIdn: 'A123456789',
  cusName: '王大明',
  sex: '1',
  birthYy: '064',
  birthMm: '03',
  birthDd: '12',
  nationality: 'TW',
  addrFullR: '臺北市中正區重慶南路一段１２２號',
  checkAddrRYn: 'Y',
  addrFull: '臺北市中正區重慶南路一段１２２號',
  checkAddrYn: 'Y',
  marryCode: '1',
  phoneC1: '',
  phoneC2: '',
  phoneC3: '',
  phoneH1: '02',
  phoneH2: '23456789',
  phoneH3: '',
  mobile: '0912345678',
  email: 'wang@example.com',
  jobCode: '001',
  salary: '120',
  oIncome: '0',
  hIncome: '200',
  pp: '300',
  rp: '1500',
  loanDebt: '',
  shareYn: 'N',
};

const errs = (schema: Parameters<typeof errorsByPath>[0], value: object, context: object = ctx) =>
  errorsByPath(schema, value, context);

describe('policyholderSchema (spec 3 §5)', () => {
  it('passes a complete mobile policyholder', async () => {
    expect(await errs(policyholderSchema, holder)).toEqual({});
  });

  it('reports every required field with 請輸入{field}', async () => {
    const e = await errs(policyholderSchema, {});
    expect(e.cusIdn).toEqual(['請輸入身分證字號']);
    expect(e.cusName).toEqual(['請輸入姓名']);
    expect(e.sex).toEqual(['請輸入性別']);
    expect(e.birthYy).toEqual(['請輸入出生年']);
    expect(e.nationality).toEqual(['請輸入國籍']);
    expect(e.addrFullR).toEqual(['請輸入戶籍地址']);
    expect(e.addrFull).toEqual(['請輸入居住地址']);
    expect(e.marryCode).toEqual(['請輸入婚姻狀況']);
    expect(e.jobCode).toEqual(['請輸入職業']);
    expect(e.salary).toEqual(['請輸入薪資收入']);
    expect(e.rp).toEqual(['請輸入不動產']);
    expect(e.shareYn).toEqual(['請輸入是否共同招攬']);
    expect(e.mobile).toEqual(['公司電話、住家電話和行動電話需擇一填入，請確認!']);
  });

  it('checks the ID by nationality, its length and the remote rules', async () => {
    expect((await errs(policyholderSchema, { ...holder, cusIdn: 'A123456788' })).cusIdn).toEqual([
      '身分證字號有誤，請確認!',
    ]);
    expect(
      (await errs(policyholderSchema, { ...holder, nationality: 'JP', cusIdn: 'A123456789' })).cusIdn,
    ).toEqual(['身分證字號有誤，請確認!']);
    expect((await errs(policyholderSchema, { ...holder, cusIdn: 'a123456789' })).cusIdn).toBeUndefined();
    expect(
      (await errs(policyholderSchema, { ...holder, nationality: '', cusIdn: 'A800000014', sex: '' }, remote))
        .cusIdn,
    ).toContain('身分證號碼有誤，遠距投保只限本國自然人，請確認!');
    expect(
      (await errs(policyholderSchema, { ...holder, cusIdn: 'A223456781', sex: '2' }, remote)).cusIdn,
    ).toEqual(['遠距投保不得為自保件！']);
    expect(
      (await errs(policyholderSchema, { ...holder, cusIdn: 'A223456781', sex: '2' })).cusIdn,
    ).toBeUndefined();
  });

  it('remote native mode (REMOTE_NATIVE_YN Y) takes only the nationality TW; N or a mobile case any', async () => {
    const resident = { ...holder, nationality: 'JP', cusIdn: 'A800000014', sex: '1' };
    expect((await errs(policyholderSchema, resident, remote)).nationality).toEqual([
      '遠距投保只限本國自然人，國籍須為中華民國，請確認!',
    ]);
    expect((await errs(insuredSchema, resident, remote)).nationality).toEqual([
      '遠距投保只限本國自然人，國籍須為中華民國，請確認!',
    ]);
    // Locked to TW, a resident ID gets the remote message alone, not the national ID's format message first.
    expect((await errs(policyholderSchema, { ...resident, nationality: 'TW' }, remote)).cusIdn).toEqual([
      '身分證號碼有誤，遠距投保只限本國自然人，請確認!',
    ]);
    expect((await errs(policyholderSchema, holder, remote)).nationality).toBeUndefined();
    expect(
      (await errs(policyholderSchema, resident, { ...remote, remoteNativeYn: 'N' })).nationality,
    ).toBeUndefined();
    expect((await errs(policyholderSchema, resident)).nationality).toBeUndefined();
  });

  it('checks name blanks, rare characters, sex against the ID and US nationality', async () => {
    expect((await errs(policyholderSchema, { ...holder, cusName: '王 大明' })).cusName).toEqual([
      '姓名不能有空白!',
    ]);
    expect((await errs(policyholderSchema, { ...holder, sex: '2' })).sex).toEqual([
      '性別與身分證字號不符，請確認!',
    ]);
    expect(
      (await errs(policyholderSchema, { ...holder, nationality: 'US', cusIdn: '' })).nationality,
    ).toEqual(['要保人國籍不可為美國，請確認!']);
  });

  it('checks the birth date and the high-age block', async () => {
    expect((await errs(policyholderSchema, { ...holder, birthMm: '02', birthDd: '30' })).birthDd).toEqual([
      '出生日期有誤，請確認!',
    ]);
    expect((await errs(policyholderSchema, { ...holder, birthYy: '030' })).birthYy).toEqual([
      '未完成高齡客戶招攬資格，不得招攬65歲以上之客戶!',
    ]);
    expect(
      (await errs(policyholderSchema, { ...holder, birthYy: '030' }, { ...ctx, oldAgeEduYn: 'Y' })).birthYy,
    ).toBeUndefined();
  });

  it('checks phones: parts, total length, mobile format, remote mobile', async () => {
    const e = await errs(policyholderSchema, {
      ...holder,
      phoneH1: '02',
      phoneH2: '1234',
      phoneC3: '123456',
    });
    expect(e.phoneH2).toEqual(['區碼+電話限制總長度9~10碼']);
    expect(e.phoneC3).toEqual(['分機最多5碼']);
    expect((await errs(policyholderSchema, { ...holder, mobile: '0812345678' })).mobile).toEqual([
      '行動電話格式錯誤',
    ]);
    expect((await errs(policyholderSchema, { ...holder, mobile: '', shareYn: '' }, remote)).mobile).toEqual([
      '遠距投保時行動電話為必填，請確認!',
    ]);
  });

  it('checks e-mail: company address, format, required by the flags', async () => {
    expect((await errs(policyholderSchema, { ...holder, email: 'me@agentportal.com.tw' })).email).toEqual([
      '不可使用公司E-mail，請確認!',
    ]);
    expect((await errs(policyholderSchema, { ...holder, email: 'x@' })).email).toEqual([
      'E-mail格式錯誤，請確認!',
    ]);
    expect((await errs(policyholderSchema, { ...holder, email: '', emailYn: 'Y' })).email).toEqual([
      '請填寫E-mail',
    ]);
    expect((await errs(policyholderSchema, { ...holder, email: '', agreeEmailYn: 'Y' })).email).toEqual([
      '請填寫E-mail',
    ]);
  });

  it('checks money format and reasons only when a value differs from the last period', async () => {
    expect((await errs(policyholderSchema, { ...holder, salary: '123456' })).salary).toEqual([
      '整數最多5位，小數最多1位',
    ]);
    expect((await errs(policyholderSchema, { ...holder, salaryLast: '100' })).salaryReason).toEqual([
      '請輸入薪資收入變動原因',
    ]);
    expect((await errs(policyholderSchema, { ...holder, salaryLast: '120' })).salaryReason).toBeUndefined();
    expect(
      (await errs(policyholderSchema, { ...holder, salaryLast: '100', salaryReason: '加薪' })).salaryReason,
    ).toBeUndefined();
  });

  it('checks unnormalised addresses', async () => {
    const e = await errs(policyholderSchema, { ...holder, checkAddrRYn: 'N', checkAddrYn: '' });
    expect(e.checkAddrRYn).toEqual(['戶籍地址尚未完成標準化，請確認!']);
    expect(e.checkAddrYn).toEqual(['居住地址尚未完成標準化，請確認!']);
    expect(await errs(policyholderSchema, { ...holder, checkAddrRYn: 'P', checkAddrYn: 'P' })).toEqual({});
  });

  it('checks co-solicitation: required non-remote, refused remote, code and name when Y', async () => {
    const e = await errs(policyholderSchema, { ...holder, shareYn: 'Y' });
    expect(e.shareAgentCode).toEqual(['請輸入壽險登錄字號']);
    expect(e.shareAgentName).toEqual(['請輸入共同招攬業務員姓名']);
    expect((await errs(policyholderSchema, { ...holder, shareYn: 'Y' }, remote)).shareYn).toEqual([
      '遠距投保不可共同招攬!',
    ]);
    expect((await errs(policyholderSchema, { ...holder, shareYn: '' }, remote)).shareYn).toBeUndefined();
  });

  it('opens the consent gate for a name-checked customer or an agreed consent', () => {
    expect(consentGateOpen({}, 'Y')).toBe(false);
    expect(consentGateOpen({ agreeYn: 'Y' }, 'Y')).toBe(true);
    expect(consentGateOpen({ cusCheck: 'Y' }, 'Y')).toBe(true);
    expect(consentGateOpen({}, 'N')).toBe(true);
  });
});

const owner = { cusIdn: 'A123456789', mobile: '0912345678', marryCode: '1' };
const insured = {
  ...holder,
  relationOwnerCode: '3',
  cusIdn: 'B220145684',
  cusName: '李美玲',
  sex: '2',
  mobile: '0922333444',
  addrFull: '',
  checkAddrYn: '',
};
const ictx = { ...ctx, owner };

describe('insuredSchema (spec 3 §5)', () => {
  it('passes a complete insured; the residence address is optional', async () => {
    expect(await errs(insuredSchema, insured, ictx)).toEqual({});
    // Insured next: 請填寫{ID label} (spec 3 §5), the policyholder's 請輸入.
    expect((await errs(insuredSchema, { ...insured, cusIdn: '' }, ictx)).cusIdn).toEqual([
      '請填寫身分證字號',
    ]);
  });

  it('requires the relationship and its other-text (max 5) for 6', async () => {
    expect(
      (await errs(insuredSchema, { ...insured, relationOwnerCode: '' }, ictx)).relationOwnerCode,
    ).toEqual(['請輸入與要保人關係']);
    expect(
      (await errs(insuredSchema, { ...insured, relationOwnerCode: '6' }, ictx)).relationOwnerOther,
    ).toEqual(['請輸入與要保人關係(其他)']);
    expect(
      (
        await errs(
          insuredSchema,
          { ...insured, relationOwnerCode: '6', relationOwnerOther: '乾爹的朋友們' },
          ictx,
        )
      ).relationOwnerOther,
    ).toEqual(['與要保人關係(其他)最多5個字']);
  });

  it('drops nearly all rules for relation 1', async () => {
    expect(await errs(insuredSchema, { relationOwnerCode: '1' }, ictx)).toEqual({});
  });

  it('needs marryCode 1 on both for a spouse', async () => {
    expect(
      (await errs(insuredSchema, { ...insured, relationOwnerCode: '2', marryCode: '2' }, ictx))
        .relationOwnerCode,
    ).toEqual(['與要保人關係為配偶，要保人及被保險人之婚姻狀況需皆為已婚，請確認!']);
    expect(
      (
        await errs(
          insuredSchema,
          { ...insured, relationOwnerCode: '2' },
          { ...ictx, owner: { ...owner, marryCode: '2' } },
        )
      ).relationOwnerCode,
    ).toHaveLength(1);
    expect(
      (await errs(insuredSchema, { ...insured, relationOwnerCode: '2' }, ictx)).relationOwnerCode,
    ).toBeUndefined();
  });

  it('refuses the policyholder mobile and ID', async () => {
    const e = await errs(
      insuredSchema,
      { ...insured, mobile: '0912345678', cusIdn: 'A123456789', sex: '1' },
      ictx,
    );
    expect(e.mobile).toEqual(['要保人與被保險人的行動電話不可相同，請確認!']);
    expect(e.cusIdn).toEqual(['被保險人身分證字號不可與要保人相同，請確認與要保人之關係!']);
  });

  it('lists the finance items that differ from the latest earlier values', async () => {
    const latestFinance = { salary: '100', oIncome: '0', hIncome: '250', pp: '300', rp: '1500' };
    expect((await errs(insuredSchema, insured, { ...ictx, latestFinance })).salary).toEqual([
      '薪資收入、家庭收入與前次填寫的資料不一致，請修正或更正前次要保書!',
    ]);
  });

  it('blocks an over-age insured without oldAgeEduYn', async () => {
    expect((await errs(insuredSchema, { ...insured, birthYy: '040' }, ictx)).birthYy).toEqual([
      '未完成高齡客戶招攬資格，不得招攬65歲以上之客戶!',
    ]);
  });
});

const box = {
  cusIdn: 'N134590122',
  legcusIdn: 'A123456789',
  legcusName: '王大明',
  legSex: '1',
  legbirthYy: '064',
  legbirthMm: '03',
  legbirthDd: '12',
  legNationality: 'TW',
  legRelOwnerCode: '1',
  legMobile: '0912345678',
};

describe('legalAgentSchema (spec 3 §5)', () => {
  it('validates only the shown boxes', async () => {
    expect(await errs(legalAgentSchema, { showO: 'N', showI: 'N', O: {}, I: {} })).toEqual({});
    const e = await errs(legalAgentSchema, { showO: 'Y', showI: 'N', O: {}, I: {} });
    expect(e['O.legcusIdn']).toEqual(['請填寫法定代理人身分證字號']);
    expect(e['O.legcusName']).toEqual(['請輸入法定代理人姓名']);
    expect(e['O.legMobile']).toEqual(['公司電話、住家電話和行動電話需擇一填入，請確認!']);
    expect(Object.keys(e).some((k) => k.startsWith('I.'))).toBe(false);
  });

  it('passes a complete box and refuses the customer own ID', async () => {
    expect(await errs(legalAgentSchema, { showO: 'Y', O: box })).toEqual({});
    expect(
      (await errs(legalAgentSchema, { showO: 'Y', O: { ...box, cusIdn: 'A123456789' } }))['O.legcusIdn'],
    ).toEqual(['要保人身分證字號不可與法定代理人相同，請確認!']);
  });

  it('needs the other-text for relation 3 and the mobile for remote', async () => {
    expect(
      (await errs(legalAgentSchema, { showI: 'Y', I: { ...box, legRelOwnerCode: '3' } }))[
        'I.legRelOwnerOther'
      ],
    ).toEqual(['請輸入與法定代理人關係(其他)']);
    expect(
      (
        await errs(
          legalAgentSchema,
          { showO: 'Y', O: { ...box, legMobile: '', legPhoneH1: '02', legPhoneH2: '23456789' } },
          remote,
        )
      )['O.legMobile'],
    ).toEqual(['遠距投保時行動電話為必填，請確認!']);
    expect(
      (
        await errs(
          legalAgentSchema,
          { showO: 'Y', O: { ...box, legcusIdn: 'A223456781', legSex: '2' } },
          remote,
        )
      )['O.legcusIdn'],
    ).toEqual(['遠距投保不得為自保件！']);
  });
});

describe('one rule set for every person (policyholder, insured, legal representative)', () => {
  const cases = [
    {
      who: 'policyholder',
      schema: policyholderSchema,
      value: holder,
      id: 'cusIdn',
      day: 'birthDd',
      mobile: 'mobile',
    },
    {
      who: 'legal representative',
      schema: legalAgentSchema,
      value: { showO: 'Y', O: box },
      id: 'O.legcusIdn',
      day: 'O.legbirthDd',
      mobile: 'O.legMobile',
    },
  ] as const;
  const withField = (c: (typeof cases)[number], path: string, v: string) =>
    c.who === 'policyholder' ? { ...c.value, [path]: v } : { showO: 'Y', O: { ...box, [path.slice(2)]: v } };

  it.each(cases)('$who: an ID of 11 characters is refused by the length rule (exactly 10)', async (c) => {
    expect((await errs(c.schema, withField(c, c.id, 'A1234567890')))[c.id]).toContain('身分證字號需為10碼!');
  });

  it.each(cases)(
    '$who: remote native mode refuses a resident ID, remote refuses the agent own ID',
    async (c) => {
      const resident =
        c.who === 'policyholder'
          ? { ...holder, nationality: 'JP', cusIdn: 'A800000014' }
          : { showO: 'Y', O: { ...box, legNationality: 'JP', legcusIdn: 'A800000014' } };
      expect((await errs(c.schema, resident))[c.id]).toBeUndefined();
      expect((await errs(c.schema, resident, remote))[c.id]).toContain(
        '身分證號碼有誤，遠距投保只限本國自然人，請確認!',
      );
      expect((await errs(c.schema, withField(c, c.id, 'A223456781'), remote))[c.id]).toContain(
        '遠距投保不得為自保件！',
      );
    },
  );

  it.each(cases)('$who: a birth date that does not exist is refused', async (c) => {
    const feb30 =
      c.who === 'policyholder'
        ? { ...holder, birthMm: '02', birthDd: '30' }
        : { showO: 'Y', O: { ...box, legbirthMm: '02', legbirthDd: '30' } };
    expect((await errs(c.schema, feb30))[c.day]).toEqual(['出生日期有誤，請確認!']);
  });

  it.each(cases)('$who: the mobile is required for a remote case', async (c) => {
    const phoneOnly =
      c.who === 'policyholder'
        ? { ...holder, mobile: '', shareYn: '' }
        : { showO: 'Y', O: { ...box, legMobile: '', legPhoneH1: '02', legPhoneH2: '23456789' } };
    expect((await errs(c.schema, phoneOnly, remote))[c.mobile]).toEqual([
      '遠距投保時行動電話為必填，請確認!',
    ]);
    expect((await errs(c.schema, phoneOnly))[c.mobile]).toBeUndefined();
  });
});

describe('customer rules', () => {
  it('computes ROC dates and ages', () => {
    expect(rocBirthday('64', '3', '12')).toBe('064/03/12');
    expect(westernBirthday('64', '3', '12')).toBe('1975/03/12');
    expect(rocParts('1975/03/12')).toEqual({ yy: '064', mm: '03', dd: '12' });
    expect(rocParts('64/3/2')).toEqual({ yy: '064', mm: '03', dd: '02' });
    expect(agesFromRoc('064', '03', '12', new Date('2026-11-22'))).toEqual({ insureAge: 52, actualAge: 51 });
    expect(agesFromRoc('', '03', '12')).toEqual({ insureAge: null, actualAge: null });
  });

  it('cleans money and sums assets', () => {
    expect(cleanMoney('12.34')).toBe('12.3');
    expect(cleanMoney('abc')).toBe('');
    expect(cleanMoney('1,200')).toBe('1200');
    expect(cleanMoney('1234567')).toBe('');
    expect(assetsOf('300', '1500.5')).toBe('1800.5');
  });
});
