import supertest from 'supertest';
import { customerStepMessages, ruleMessages } from '@agent-portal/contracts/messages';
import { CSRF, loginAs, type Agent, useStack } from './support/stack';
import {
  HOLDER,
  checkHolderAddress,
  nameCheck,
  newCase as customerNewCase,
  saveStep,
} from './support/customers';
import { coreCalls, forgetCoreCalls } from './support/proposals';

const ctx = useStack({}, { login: 'AG00001', reset: true });

const holder = { ...HOLDER, phoneH3: '12' };

const newCase = (agent: Agent = ctx.agent, polInsureType = 'M') => customerNewCase(agent, polInsureType);

beforeEach(() => checkHolderAddress(ctx.agent));

const save = (
  transCode: string,
  step: string,
  values: object,
  revision: number,
  mode = 'temporary',
  agent: Agent = ctx.agent,
  polInsureType = 'M',
) => saveStep(agent, transCode, step, values, { mode, revision, polInsureType });

const nameChecked = (transCode: string, idn: string, cusType: 'O' | 'I') =>
  nameCheck(ctx.agent, transCode, idn, cusType).expect(200);

describe('customer-step drafts (issue 10)', () => {
  it('saves a half-filled step temporarily and reads every field back, phones split again', async () => {
    const transCode = await newCase();
    const half = {
      cusName: '王大明',
      phoneH1: '02',
      phoneH2: '23456789',
      phoneH3: '12',
      birthYy: '64',
      birthMm: '3',
      birthDd: '12',
    };
    expect((await save(transCode, 'policyholder', half, 0).expect(200)).body.revision).toBe(1);
    const drafts = (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body;
    expect(drafts.policyholder).toMatchObject({
      cusName: '王大明',
      phoneH: '02-23456789#12',
      phoneH1: '02',
      phoneH3: '12',
      birthday: '064/03/12',
      birthYy: '064',
    });
    expect(drafts.revisions).toEqual({ policyholder: 1, insured: 0, 'legal-agent': 0 });
  });

  it('refuses the later of two saves made from the same revision (two tabs) with 409 DRAFT_CONFLICT', async () => {
    const transCode = await newCase();
    await save(transCode, 'policyholder', { cusName: '甲' }, 0).expect(200);
    const later = await save(transCode, 'policyholder', { cusName: '乙' }, 0).expect(409);
    expect(later.body.error).toMatchObject({
      code: 'DRAFT_CONFLICT',
      message: customerStepMessages.DRAFT_CONFLICT,
    });
    const drafts = (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body;
    expect(drafts.policyholder.cusName).toBe('甲');
  });

  it("answers a save from an old revision (never sent by the SPA) with 409 and both versions' save times", async () => {
    const transCode = await newCase();
    const first = (await save(transCode, 'policyholder', { cusName: '甲' }, 0).expect(200)).body;
    const second = (await save(transCode, 'policyholder', { cusName: '乙' }, 1).expect(200)).body;
    expect([first.revision, second.revision]).toEqual([1, 2]);
    const stale = await save(transCode, 'policyholder', { cusName: '丙' }, 1).expect(409);
    expect(stale.body.error).toMatchObject({
      code: 'DRAFT_CONFLICT',
      conflict: { revision: 1, savedAt: first.savedAt, latestRevision: 2, latestSavedAt: second.savedAt },
    });
    // Revision 0 was never saved through the portal: its time is unknown. A revision from the future is refused too.
    expect((await save(transCode, 'policyholder', {}, 0).expect(409)).body.error.conflict).toEqual({
      revision: 0,
      savedAt: null,
      latestRevision: 2,
      latestSavedAt: second.savedAt,
    });
    expect((await save(transCode, 'policyholder', {}, 7).expect(409)).body.error.conflict).toMatchObject({
      revision: 7,
      savedAt: null,
      latestRevision: 2,
    });
    // Nothing was written by the refusals; overwriting knowingly names the latest revision and goes through.
    const drafts = (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body;
    expect(drafts.policyholder.cusName).toBe('乙');
    expect((await save(transCode, 'policyholder', { cusName: '丙' }, 2).expect(200)).body.revision).toBe(3);
    expect((await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body).toMatchObject({
      policyholder: { cusName: '丙' },
      revisions: { policyholder: 3 },
    });
  });

  it('reads a revision counter written before the save times were kept, and goes on from it', async () => {
    const transCode = await newCase();
    await ctx.stack.redis.set(`ap:draft-rev:${transCode}:insured`, '4');
    const drafts = (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body;
    expect(drafts.revisions.insured).toBe(4);
    const stale = await save(transCode, 'insured', { relationOwnerCode: '2' }, 3).expect(409);
    expect(stale.body.error.conflict).toEqual({
      revision: 3,
      savedAt: null,
      latestRevision: 4,
      latestSavedAt: null,
    });
    const saved = (await save(transCode, 'insured', { relationOwnerCode: '2' }, 4).expect(200)).body;
    expect(saved.revision).toBe(5);
    expect(await ctx.stack.redis.hget(`ap:draft-rev:${transCode}:insured`, 't:5')).toBe(saved.savedAt);
  });

  it('validates a final save with the step schema (400 with the messages)', async () => {
    const transCode = await newCase();
    const res = await save(transCode, 'policyholder', { ...holder, cusName: '王 大明' }, 0, 'final').expect(
      400,
    );
    expect(res.body.error.message).toBe(ruleMessages.NAME_BLANK);
    // issue 20: the case type is the case's own (a remote code), not the body's.
    const remote = await save(
      await newCase(ctx.agent, 'R'),
      'policyholder',
      { ...holder, mobile: '', shareYn: '' },
      0,
      'final',
      ctx.agent,
      'R',
    ).expect(400);
    expect(remote.body.error.details).toContain(ruleMessages.MOBILE_REQUIRED_REMOTE);
  });

  it('REMOTE_NATIVE_YN Y: a remote final save with another nationality than TW is refused, nothing written', async () => {
    const setNative = async (value: 'Y' | 'N') => {
      await ctx.stack.mock('put', '/__mock/parameters', {
        parameterType: 'SYS',
        parameterCode: 'REMOTE_NATIVE_YN',
        parameterValue: value,
      });
      await ctx.stack.redis.del('ap:cache:parameters');
    };
    await setNative('Y');
    try {
      const transCode = await newCase(ctx.agent, 'R');
      await forgetCoreCalls(ctx.stack);
      const res = await save(
        transCode,
        'policyholder',
        { ...holder, nationality: 'JP', shareYn: '' },
        0,
        'final',
        ctx.agent,
        'R',
      ).expect(400);
      expect(res.body.error.details).toContain(ruleMessages.REMOTE_NATIVE_NATIONALITY);
      const writes = (await coreCalls(ctx.stack, '/ins/cus/')).filter((c) => !c.path.endsWith('/query'));
      expect(writes).toEqual([]);
    } finally {
      await setNative('N');
    }
  });

  it('keeps the consent gate on a final policyholder save', async () => {
    const transCode = await newCase();
    const res = await save(transCode, 'policyholder', { ...holder, mobile: '0933444555' }, 0, 'final').expect(
      409,
    );
    expect(res.body.error).toMatchObject({ code: 'CONSENT_PENDING', message: ruleMessages.CONSENT_PENDING });
    await ctx.stack.mock('post', '/__mock/consent/click', { cusName: '王大明', mobile: '0933444555' });
    // Issue 20: consent alone no longer passes; the BFF's own name check of this case and ID is needed too.
    const unchecked = await save(transCode, 'policyholder', { ...holder, mobile: '0933444555' }, 0, 'final');
    expect(unchecked.status).toBe(409);
    expect(unchecked.body.error.code).toBe('NAME_CHECK_REQUIRED');
    await nameChecked(transCode, holder.cusIdn, 'O');
    await save(transCode, 'policyholder', { ...holder, mobile: '0933444555' }, 0, 'final').expect(200);
  });

  it('saves the insured, checks the agent service and saves a representative', async () => {
    const transCode = await newCase();
    await nameChecked(transCode, holder.cusIdn, 'O');
    await save(transCode, 'policyholder', holder, 0, 'final').expect(200);
    const child = {
      ...holder,
      relationOwnerCode: '3',
      cusIdn: 'N134590122',
      cusName: '謝小恩',
      birthYy: '110',
      mobile: '0955666777',
      addrFull: '',
      checkAddrYn: '',
    };
    await nameChecked(transCode, child.cusIdn, 'I');
    await save(transCode, 'insured', child, 0, 'final').expect(200);
    expect(
      (await ctx.agent.post(`/api/customer-steps/${transCode}/agent-service`).set(CSRF).expect(200)).body,
    ).toEqual({
      legalO: 'N',
      legalI: 'Y',
      legStatusO: '',
      legStatusI: 'W',
    });
    const box = {
      cusIdn: 'N134590122',
      legcusIdn: 'A123456789',
      legcusName: '王大明',
      legSex: '1',
      legbirthYy: '64',
      legbirthMm: '03',
      legbirthDd: '12',
      legNationality: 'TW',
      legRelOwnerCode: '1',
      legMobile: '0911222333',
    };
    await save(transCode, 'legal-agent', { showO: 'N', showI: 'Y', O: {}, I: box }, 0, 'final').expect(200);
    const drafts = (await ctx.agent.get(`/api/customer-steps/${transCode}`).expect(200)).body;
    expect(drafts.legalAgent.I).toMatchObject({
      legcusIdn: 'A123456789',
      legbirthday: '1975/03/12',
      legbirthYy: '064',
    });
    expect(drafts.legalAgent.O).toBeNull();
  });

  it('refuses an insured whose finance differs from the latest earlier values', async () => {
    const transCode = await newCase();
    await nameChecked(transCode, holder.cusIdn, 'O');
    await save(transCode, 'policyholder', holder, 0, 'final').expect(200);
    const insured = {
      ...holder,
      relationOwnerCode: '4',
      cusIdn: 'B220145684',
      cusName: '李美玲',
      sex: '2',
      mobile: '0922333444',
    };
    // Issue 41: 409 FINANCE_DIFFERS names the latest earlier figures as the form's 前次 fields (what to match).
    const res = await save(transCode, 'insured', insured, 0, 'final').expect(409);
    const figure = expect.stringMatching(/^\d+(\.\d)?$/);
    expect(res.body.error).toMatchObject({
      code: 'FINANCE_DIFFERS',
      message: ruleMessages.FINANCE_DIFFERS('薪資收入、其他收入、家庭收入、動產、不動產'),
      fill: { salaryLast: figure, oIncomeLast: figure, hIncomeLast: figure, assetsLast: figure },
    });
    // The figures named are those the check compared: sent as this period's, the insured passes it.
    const { salaryLast, oIncomeLast, hIncomeLast } = res.body.error.fill as Record<string, string>;
    const again = await save(
      transCode,
      'insured',
      { ...insured, salary: salaryLast, oIncome: oIncomeLast, hIncome: hIncomeLast },
      0,
      'final',
    );
    expect(again.body.error?.message ?? '').not.toContain('薪資收入');
  });
});

describe('consent, SMS and co-solicitation (issue 10)', () => {
  it('sends the SMS, then reports consent after the link click; already agreed needs no SMS', async () => {
    const subject = { cusName: '張三', mobile: '0933000111' };
    const transCode = await newCase(); // the SMS names the agent's own case (issue 20)
    expect(
      (await ctx.agent.post('/api/customer-steps/consent').set(CSRF).send(subject).expect(200)).body,
    ).toEqual({ agreeYn: 'N' });
    expect(
      (
        await ctx.agent
          .post('/api/customer-steps/sms')
          .set(CSRF)
          .send({ ...subject, transCode })
          .expect(200)
      ).body,
    ).toEqual({ result: 'SENT' });
    await ctx.stack.mock('post', '/__mock/consent/click', subject);
    expect(
      (
        await ctx.agent
          .post('/api/customer-steps/sms')
          .set(CSRF)
          .send({ ...subject, transCode })
          .expect(200)
      ).body,
    ).toEqual({ result: 'ALREADY_AGREED' });
    const failed = await ctx.agent
      .post('/api/customer-steps/sms')
      .set(CSRF)
      .send({ cusName: '張三', mobile: '0900000000', transCode })
      .expect(502);
    expect(failed.body.error.message).toBe(customerStepMessages.SMS_FAILED);
  });

  it('CUS_AGREE_YN N: the consent is not asked, so an SMS sent anyway is refused and never reaches the core', async () => {
    const transCode = await newCase();
    const setAgree = async (value: 'Y' | 'N') => {
      await ctx.stack.mock('put', '/__mock/parameters', {
        parameterType: 'SYS',
        parameterCode: 'CUS_AGREE_YN',
        parameterValue: value,
      });
      await ctx.stack.redis.del('ap:cache:parameters');
    };
    await setAgree('N');
    try {
      expect((await ctx.agent.get('/api/customer-steps/context').expect(200)).body.cusAgreeYn).toBe('N');
      await forgetCoreCalls(ctx.stack);
      const res = await ctx.agent
        .post('/api/customer-steps/sms')
        .set(CSRF)
        .send({ cusName: '張三', mobile: '0933000111', transCode })
        .expect(409);
      expect(res.body.error).toMatchObject({
        code: 'CONSENT_OFF',
        message: customerStepMessages.CONSENT_OFF,
      });
      expect(await coreCalls(ctx.stack, '/ins/cus/sendAgreeSms')).toEqual([]);
    } finally {
      await setAgree('Y');
    }
  });

  it.each([
    ['0113900002', 200, '施佳慧'],
    ['0113900001', 422, ruleMessages.SHARE_AGENT_OTHER_BRANCH],
    ['011300001', 422, ruleMessages.SHARE_AGENT_SAME_PERSON],
    ['0113999999', 422, ruleMessages.SHARE_AGENT_NOT_FOUND],
  ])('looks up the share agent %s', async (pirCode, status, text) => {
    const res = await ctx.agent.get(`/api/customer-steps/share-agent?pirCode=${pirCode}`).expect(status);
    if (status === 200) expect(res.body).toEqual({ userName: text });
    else expect(res.body.error).toMatchObject({ code: 'SHARE_AGENT_REFUSED', message: text });
  });

  it('gives the schemas their context: the agent, the parameters', async () => {
    const res = await ctx.agent.get('/api/customer-steps/context').expect(200);
    expect(res.body).toEqual({
      agentIdno: 'A223456781',
      oldAgeEduYn: 'Y',
      highAgeLimit: 65,
      remoteNativeYn: 'N',
      cusAgreeYn: 'Y',
      companyEmailDomains: ['agentportal.com.tw', 'brokerage.com.tw'],
    });
    const other = supertest.agent(ctx.stack.app);
    await loginAs(ctx.stack, other, 'AG00005');
    expect((await other.get('/api/customer-steps/context').expect(200)).body.oldAgeEduYn).toBe('N');
  });
});
