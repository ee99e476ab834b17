import { CSRF, type Agent } from './stack';

/**
 * The customer-step fixtures the BFF suites share: a valid policyholder record, a new draft's code, the address
 * check that makes the holder's address the BFF's own (issue 20: only an address it normalised is flagged Y), a
 * draft save and a name check as the SPA sends them.
 */

/** The address of HOLDER as the mock's address service normalises it. */
export const HOLDER_ADDRESS = '臺北市中正區重慶南路一段１２２號';

/** The parts of HOLDER_ADDRESS as the address dialog sends them. */
export const HOLDER_ADDRESS_PARTS = {
  addrCity: '臺北市',
  addrArea: '中正區',
  addrRoad: '重慶南路一段',
  addrNum: '122',
};

/** A valid policyholder (mock fixtures: 王大明 / 0911222333 has consent, unknown to the name check: S). */
export const HOLDER = {
  cusIdn: 'A123456789',
  cusName: '王大明',
  sex: '1',
  birthYy: '064',
  birthMm: '03',
  birthDd: '12',
  nationality: 'TW',
  addrFullR: HOLDER_ADDRESS,
  checkAddrRYn: 'Y',
  addrFull: HOLDER_ADDRESS,
  checkAddrYn: 'Y',
  marryCode: '1',
  phoneH1: '02',
  phoneH2: '23456789',
  mobile: '0911222333',
  email: 'wang@example.com',
  jobCode: '001',
  salary: '120',
  oIncome: '0',
  hIncome: '200',
  pp: '300',
  rp: '1500',
  shareYn: 'N',
};

/** HOLDER as another person of the mock's customer records (its ID, name, sex and mobile). */
export const holderAs = (who: { cusIdn: string; cusName: string; sex: string; mobile: string }) => ({
  ...HOLDER,
  ...who,
});

/** A new draft's code, issued to `agent` by the BFF (no case in the core until its first save). */
export async function newCase(agent: Agent, polInsureType = 'M', compCode = 'CH'): Promise<string> {
  const res = await agent
    .post('/api/proposals/trans-code')
    .set(CSRF)
    .send({ compCode, polInsureType })
    .expect(200);
  return (res.body as { transCode: string }).transCode;
}

/** The holder's registered address through the BFF's own check; resolves to the normalised text. */
export async function checkHolderAddress(agent: Agent): Promise<string> {
  const res = await agent
    .post('/api/customer-data/address-check')
    .set(CSRF)
    .send({ type: 'R', parts: HOLDER_ADDRESS_PARTS })
    .expect(200);
  expect(res.body).toMatchObject({ flag: 'Y', address: HOLDER_ADDRESS });
  return (res.body as { address: string }).address;
}

export interface SaveOptions {
  mode?: 'final' | 'temporary' | string;
  revision?: number;
  polInsureType?: string;
}

/** A customer-step draft save as the SPA sends it (temporary, revision 0, a mobile CH case unless told). */
export const saveStep = (
  agent: Agent,
  transCode: string,
  step: string,
  values: object,
  { mode = 'temporary', revision = 0, polInsureType = 'M' }: SaveOptions = {},
) =>
  agent
    .post(`/api/customer-steps/${transCode}/drafts/${step}`)
    .set(CSRF)
    .send({ mode, revision, polInsureType, compCode: 'CH', stepCode: 'INS_S1', values });

/** The name check the SPA runs on 下一步 (recorded by the BFF; a final n1/n2 save proceeds only on it). */
export const nameCheck = (agent: Agent, transCode: string, idn: string, cusType: 'O' | 'I' = 'O') =>
  agent
    .post('/api/customer-data/name-check')
    .set(CSRF)
    .send({ transCode, compCode: 'CH', customers: [{ idn, cusType }] });
