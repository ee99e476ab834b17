import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';

const { client } = mockUnderContract();

let c: LegacyClient;
beforeEach(async () => {
  c = client();
  await loginFully(c, 'AG00001');
});

type Row = Record<string, unknown>;
const names = (rows: Row[], key: string) => rows.map((r) => r[key]);

describe('code details and parameters', () => {
  it('answers code tables, filtered by codeType', async () => {
    const all = (await c.get('/adm/com/coded')).body as Row[];
    for (const type of ['SEX', 'MARRY_CODE', 'RELATION_OWNER_CODE', 'POL_STATE']) {
      expect(names(all, 'codeType')).toContain(type);
    }
    const rel = (await c.get('/adm/com/coded?codeType=RELATION_OWNER_CODE')).body as Row[];
    expect(names(rel, 'codeValue')).toEqual(['1', '2', '3', '4', '5', '6']);
    const pol = (await c.get('/adm/com/coded?codeType=POL_STATE')).body as Row[];
    expect(pol).toEqual(
      expect.arrayContaining([{ codeType: 'POL_STATE', codeValue: 'N', codeName: '新建立' }]),
    );
    expect(names(pol, 'codeValue')).toEqual(expect.arrayContaining(['N', 'O', 'S', 'U']));
  });

  it('answers the system parameters the portal reads', async () => {
    const params = (await c.get('/adm/com/parmd')).body as Row[];
    const value = (code: string) => params.find((p) => p.parameterCode === code)?.parameterValue;
    expect(value('OTP_RESEND_SECONDS')).toBe('60');
    expect(value('HIGH_AGE_LIMIT')).toBe('65');
    for (const code of [
      'CH_OPEN_YN',
      'CELLPHONE_SWITCH',
      'SESSION_TIMEOUT',
      'REMOTE_NATIVE_YN',
      'WALKOUT_DAY_LIMIT',
      'FEE_SOURCE_CODE',
      'APP_REMIND_TIME',
      'STATEMENT_PRESENT',
      'FILE_LIMIT',
      'OTHER_FILE_LIMIT',
      'RISK_SCORE_LIMIT',
      'COMPANY_EMAIL_DOMAIN',
    ]) {
      expect(value(code)).toBeDefined();
    }
  });

  it('answers one public parameter, or an empty body for an unknown one', async () => {
    const anon = client();
    const one = await anon.get('/public/adm/com/singleParmd?type=SYS&code=CH_OPEN_YN');
    expect(one.body).toMatchObject({
      parameterType: 'SYS',
      parameterCode: 'CH_OPEN_YN',
      parameterValue: 'Y',
    });
    const none = await anon.get('/public/adm/com/singleParmd?type=SYS&code=NOPE');
    expect(none.status).toBe(200);
    expect(none.text).toBe('');
  });

  it('answers the public phone switch and parameters by type, following /__mock/parameters', async () => {
    const anon = client();
    expect((await anon.get('/public/parmd/phoneSwitch')).body).toEqual({ parameterValue: 'Y' });
    await anon.put('/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'CELLPHONE_SWITCH',
      parameterValue: 'N',
    });
    expect((await anon.get('/public/parmd/phoneSwitch')).body).toEqual({ parameterValue: 'N' });
    const comp = (await anon.get('/public/parmd/COMP')).body as Row[];
    expect(names(comp, 'parameterCode')).toContain('CH_COMP_CODE');
    expect((await anon.get('/public/parmd/NOPE')).body).toEqual([]);
  });
});

describe('addresses, countries, jobs', () => {
  it('answers the 22 cities and counties with real districts and zip codes', async () => {
    const rows = (await c.get('/adm/com/zipa/city')).body as Row[];
    expect(new Set(names(rows, 'cityName')).size).toBe(22);
    const of = (city: string) => rows.filter((r) => r.cityName === city);
    expect(of('臺北市')).toHaveLength(12);
    expect(of('新北市')).toHaveLength(29);
    expect(of('臺中市')).toHaveLength(29);
    expect(of('高雄市').length).toBeGreaterThanOrEqual(38);
    expect(rows).toContainEqual({ cityName: '臺北市', areaName: '大安區', zipCode: '106' });
    expect(rows).toContainEqual({ cityName: '高雄市', areaName: '前鎮區', zipCode: '806' });
  });

  it('answers roads of a district, [] for an unknown one', async () => {
    const roads = (
      await c.get(
        `/adm/com/zipa/road?cityName=${encodeURIComponent('臺北市')}&areaName=${encodeURIComponent('大安區')}`,
      )
    ).body as Row[];
    expect(names(roads, 'roadName')).toContain('忠孝東路四段');
    const none = await c.get(`/adm/com/zipa/road?cityName=${encodeURIComponent('火星市')}&areaName=x`);
    expect(none.body).toEqual([]);
  });

  it('answers countries and jobs with show orders', async () => {
    const countries = (await c.get('/adm/com/country')).body as Row[];
    expect(countries[0]).toEqual({ countryCode: 'TW', countryName: '中華民國', showOrder: 1 });
    const careers = (await c.get('/adm/com/career')).body as Row[];
    expect(careers.length).toBeGreaterThan(10);
    expect(careers[0]).toMatchObject({ careerName: '一般內勤人員', showName: '一般內勤人員(第1類)' });
  });
});

describe('shell data', () => {
  it('answers the timer range, overridable through parameters', async () => {
    expect((await c.get('/adm/com/timerrange')).body).toEqual({ timeout: 1800, remindTimeout: 600 });
    await c.put('/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'SESSION_REMIND_TIMEOUT',
      parameterValue: '30',
    });
    expect((await c.get('/adm/com/timerrange')).body).toEqual({ timeout: 1800, remindTimeout: 30 });
  });

  it('answers the role menu with depth 1 and 2 items', async () => {
    const menu = (await c.get('/adm/com/roleMenu')).body as Row[];
    expect(names(menu, 'url')).toEqual(
      expect.arrayContaining([
        '/home',
        '/proposal',
        'commissionSearch',
        'formDownload',
        'releasePermitAudit',
      ]),
    );
    expect(menu.find((m) => m.menuCode === 'FM1')).toMatchObject({ menuName: '教育訓練', depths: 1 });
    const child = menu.find((m) => m.url === 'commissionSearch');
    expect(child).toMatchObject({ menuName: '佣金查詢', depths: 2, parentMenuCode: 'M03' });
    expect(menu.find((m) => m.menuCode === 'M03')).toMatchObject({ depths: 1, parentMenuCode: null });
  });

  it('answers the work-time flag as text, controllable through /__mock/work-time', async () => {
    const yes = await c.get('/adm/com/inWorkTimInterval');
    expect(yes.headers['content-type']).toMatch(/^text\/plain/);
    expect(yes.text).toBe('Y');
    await c.put('/__mock/work-time', { inWorkTime: false });
    expect((await c.get('/adm/com/inWorkTimInterval')).text).toBe('N');
  });

  it('answers the version (public) and the insurers incl. CH and BPC', async () => {
    expect((await client().get('/public/getVer')).body).toEqual({ version: expect.any(String) });
    const insurers = (await c.get('/pro/proCompanyies')).body as Row[];
    expect(names(insurers, 'compCode')).toEqual(expect.arrayContaining(['CH', 'BPC']));
    expect(insurers.length).toBeGreaterThanOrEqual(4);
    const life = (await c.get('/pro/proCompanyies?channelCode=L')).body as Row[];
    expect(life.every((i) => i.channelCode === 'L')).toBe(true);
  });

  it('accepts a user access log entry without a session (empty 200)', async () => {
    const anon = client();
    await anon.get('/public/getVer');
    const res = await anon.post('/public/adm/com/userAccessLog', {
      progClassName: 'LoginPage',
      methodName: 'login',
      actionMsg: '登入',
      transCode: '',
      stepCode: '',
      woCode: '',
      sysType: 'AGP',
      userCode: 'AG00001',
    });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    const kept = await anon.get('/__mock/access-log?progClassName=LoginPage');
    expect(kept.body).toEqual([expect.objectContaining({ methodName: 'login', sysType: 'AGP' })]);
    expect((await anon.get('/__mock/access-log?progClassName=Other')).body).toEqual([]);
  });
});

describe("spec 1 §7's other common data (issue 23 item 12, answered as legacy.yaml documents them)", () => {
  it('answers the postal codes of a city, narrowed to a district; [] for an unknown city', async () => {
    const taipei = (await c.get(`/adm/com/admPostalCode?cityName=${encodeURIComponent('臺北市')}`))
      .body as Row[];
    expect(taipei).toHaveLength(12);
    const one = await c.get(
      `/adm/com/admPostalCode?cityName=${encodeURIComponent('臺北市')}&areaName=${encodeURIComponent('大安區')}`,
    );
    expect(one.body).toEqual([{ cityName: '臺北市', areaName: '大安區', zipCode: '106' }]);
    expect((await c.get(`/adm/com/admPostalCode?cityName=${encodeURIComponent('火星市')}`)).body).toEqual([]);
    expect((await c.get('/adm/com/admPostalCode')).status).toBe(400);
  });

  it('answers the HR branches with their names', async () => {
    const branches = (await c.get('/adm/com/getAdmHrBranches')).body as Row[];
    expect(branches).toEqual(
      expect.arrayContaining([
        { branCode: 'B0101', branName: '台北第一通訊處' },
        { branCode: 'B0205', branName: '新北板橋通訊處' },
      ]),
    );
  });

  it('answers the managed departments: the branch of a manager role, none for an agent role', async () => {
    expect((await c.get('/adm/com/admManageDept')).body).toEqual([]);
    const manager = client();
    await loginFully(manager, 'AG00002', 1);
    expect((await manager.get('/adm/com/admManageDept')).body).toEqual([
      { branCode: 'B0205', branName: '新北板橋通訊處' },
    ]);
  });

  it('answers the system state (public): open, closed while SYS/SYSTEM_ACTIVE_YN is N', async () => {
    const anon = client();
    expect((await anon.get('/public/systemActive')).body).toEqual({ activeYn: 'Y' });
    await anon.put('/__mock/parameters', {
      parameterType: 'SYS',
      parameterCode: 'SYSTEM_ACTIVE_YN',
      parameterValue: 'N',
    });
    expect((await anon.get('/public/systemActive')).body).toEqual({ activeYn: 'N' });
  });

  it('asks for a login on the logged-in paths', async () => {
    const anon = client();
    for (const path of ['/adm/com/admManageDept', '/adm/com/getAdmHrBranches', '/adm/com/admUsers']) {
      expect((await anon.get(path)).status).toBe(401);
    }
  });
});
