import { rsaEncrypt } from './helpers/client';
import { checkResponse, spec } from './helpers/contract';
import { loginFully, postLogin } from './helpers/login';
import { exerciseAml } from './helpers/aml';
import { exerciseCustomers } from './helpers/customers';
import { exerciseProposals } from './helpers/proposals';
import { exerciseUploads } from './helpers/uploads';
import { exerciseSigning } from './helpers/signing';
import { mockUnderContract } from './helpers/setup';
import { exerciseCustomerData } from './helpers/customer-data';
import { exerciseAnalysis } from './helpers/analysis';

// Every operation in one test: room beyond the 5 s default on a shared machine.
jest.setTimeout(30_000);

const { check, client } = mockUnderContract();

const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
);

describe('legacy.yaml against the mock', () => {
  it('is met by a successful answer of every documented operation', async () => {
    const anon = client();
    await anon.get('/public/getVer');
    await anon.get('/public/systemActive');
    await anon.get('/public/adm/com/singleParmd?type=SYS&code=CH_OPEN_YN');
    await anon.get('/public/parmd/phoneSwitch');
    await anon.get('/public/parmd/SYS');
    await anon.post('/public/adm/com/userAccessLog', { progClassName: 'x', methodName: 'y', actionMsg: 'z' });
    await anon.post('/public/adm/com/getGoogleSiteKey');
    await anon.post('/users/googleApiValidator', { recaptchaToken: 'contract-token' });

    const c = client();
    await c.get('/captcha');
    await c.post('/captcha', { captchaCode: 'abcdef' });
    await postLogin(c, 'AG00002');
    const sent = await c.post('/users/sendOtpLogin', { sendTypeCode: 'E' });
    const otp = (await c.get('/__mock/last-otp?userCode=AG00002')).body.otpCode as string;
    await c.post('/users/verifyLoginOtp', { otpCode: otp, otpRecCode: sent.body.otpRecCode });
    await c.get('/users/branCodeRole');
    await c.post('/users/branCodeRole', { branCode: 'B0101', roleCode: 'R01' });
    await c.post('/users/changeRole', { branCode: 'B0205', roleCode: 'R02' });
    await c.get('/public/userInfo');
    for (const path of [
      '/adm/com/coded',
      '/adm/com/parmd',
      '/adm/com/zipa/city',
      `/adm/com/zipa/road?cityName=${encodeURIComponent('臺北市')}&areaName=${encodeURIComponent('信義區')}`,
      '/adm/com/country',
      '/adm/com/career',
      `/adm/com/admPostalCode?cityName=${encodeURIComponent('臺北市')}&areaName=${encodeURIComponent('信義區')}`,
      '/adm/com/admManageDept',
      '/adm/com/getAdmHrBranches',
      '/appAnnexd/appAnnexdInfoList',
      '/appAnnexd/getAppAnnexdInfoS01?annexCode=ST02',
      '/adm/com/timerrange',
      '/adm/com/roleMenu',
      '/adm/com/inWorkTimInterval',
      '/pro/proCompanyies',
    ]) {
      await c.get(path);
    }
    for (const path of [
      '/ojt/common/getLmsUrl',
      '/wob/servMsg2',
      '/wob/message',
      '/ins/common/insPolicies/pending',
      '/adm/com/license',
      '/commission/SSDetailList?startMonth=200001&endMonth=209912',
      '/adm/com/formDownload/list?ignoreBLOB=Y',
      '/adm/com/formDownload/download?formCode=F0101',
    ]) {
      await c.get(path);
    }
    await exerciseProposals(c);
    await exerciseAml(c);
    await exerciseCustomers(c);
    await exerciseCustomerData(c);
    await exerciseUploads(c);
    await exerciseSigning(c);
    await exerciseAnalysis(c);
    await c.post('/logout', { isWait: 'N' }, { form: true });

    const p = client();
    const key = (await p.get('/public/adm/com/getRsaPublicKey')).body.publicKey as string;
    const resetNewPawd = rsaEncrypt(key, 'Ab12Cd34');
    await p.post('/public/forgetPawd/vertifyRePawd', {
      resetUserName: 'AG00003',
      resetIdn: '4326',
      resetNewPawd,
    });
    const resetOtp = await p.post('/public/forgetPawd/sendOtpForgetPawdOtp', { userCode: 'AG00003' });
    const resetCode = (await p.get('/__mock/last-otp?userCode=AG00003')).body.otpCode as string;
    await p.post('/public/forgetPawd/verifyForgetPawdOtp', {
      resetUserName: 'AG00003',
      resetNewPawd,
      otpCode: resetCode,
      otpRecCode: resetOtp.body.otpRecCode,
    });
    await p.post('/public/forgetPawd/pwExpireSendMail', { userCode: 'AG00519' });
    await p.post('/rmw/rmwLogin', { from: 'RMW', param: 'RMW-DEMO-AG00001' }, { form: true });
    const url = await p.post('/public/ins/cus/cusAgree', { urlNum: 'K7Q2M9X4TA' });
    await p.get(url.text);

    const answered = new Set(
      [...check.seen].filter((s) => / 2\d\d$/.test(s)).map((s) => s.replace(/ \d+$/, '')),
    );
    expect(operations.filter((op) => !answered.has(op))).toEqual([]);
    // The PDFs (signing, records) take a few seconds on a busy machine.
  }, 30_000);

  it('is met by the error answers (401, 403, 400, 516-519, 449, injected 500)', async () => {
    const c = client();
    await c.get('/adm/com/coded');
    await c.post('/captcha', { captchaCode: 'x' }, { xsrf: false });
    await postLogin(c, 'AG00517');
    await loginFully(c, 'AG00001');
    await c.post('/__mock/faults', { pathPrefix: '/adm/com/country', errorCode: 449, message: '公告' });
    await c.post('/__mock/faults', { pathPrefix: '/adm/com/career', status: 500 });
    await c.get('/adm/com/country');
    await c.get('/adm/com/career');
    await c.post('/users/sendOtpLogin', { sendTypeCode: 7 }); // refused by the request check
    const statuses = [...check.seen].map((s) => s.split(' ').pop());
    expect(statuses).toEqual(expect.arrayContaining(['401', '403', '517', '500', '400']));
  });
});

describe('the contract check itself', () => {
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));

  it('catches a missing field, a wrong type, an undocumented path, status or content type', () => {
    expect(checkResponse('GET', '/public/getVer', 200, 'application/json', json({}))).toMatch(/version/);
    expect(
      checkResponse(
        'GET',
        '/adm/com/timerrange',
        200,
        'application/json',
        json({ timeout: '1', remindTimeout: 1 }),
      ),
    ).toMatch(/integer/);
    expect(checkResponse('GET', '/nope', 200, 'application/json', json({}))).toMatch(/not in legacy.yaml/);
    expect(
      checkResponse('GET', '/adm/com/inWorkTimInterval', 200, 'text/plain', Buffer.from('maybe')),
    ).toMatch(/enum/);
    expect(checkResponse('GET', '/adm/com/timerrange', 200, 'text/html', Buffer.from('<p>'))).toMatch(
      /content type/,
    );
    expect(checkResponse('GET', '/adm/com/parmd', 200, 'application/json', Buffer.alloc(0))).toMatch(
      /empty body/,
    );
  });

  it('accepts documented quirks: empty-body OK, the 449 notice, a concrete path before a template', () => {
    expect(checkResponse('POST', '/users/branCodeRole', 200, '', Buffer.alloc(0))).toBeUndefined();
    expect(
      checkResponse('GET', '/adm/com/parmd', 200, 'application/json', json({ errorCode: 449, message: 'm' })),
    ).toBeUndefined();
    expect(
      checkResponse(
        'GET',
        '/public/parmd/phoneSwitch',
        200,
        'application/json',
        json({ parameterValue: 'Y' }),
      ),
    ).toBeUndefined();
  });
});
