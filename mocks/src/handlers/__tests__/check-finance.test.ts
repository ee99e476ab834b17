import type { LegacyClient } from '../../__tests__/helpers/client';
import { loginFully } from '../../__tests__/helpers/login';
import { mockUnderContract } from '../../__tests__/helpers/setup';

// Issue 41 item 4: the check items' finance is the case's own customers as n1 / n2 saved them, against each
// customer's last period, and the insured's relation as saved.
const { client } = mockUnderContract();

type Finance = Record<string, string | null>;

async function newCase(): Promise<{ c: LegacyClient; transCode: string }> {
  const c = client();
  await loginFully(c, 'AG00001');
  const { transCode } = (await c.get('/ins/common/insPolicies/newTransCode')).body as { transCode: string };
  return { c, transCode };
}

const save = (c: LegacyClient, transCode: string, cus: Record<string, string>) =>
  c
    .post('/ins/cus/cusInfo', {
      insPolicies: { transCode, compCode: 'CH', polInsureType: 'M', stepCode: 'INS_S1', shareYn: 'N' },
      cus,
    })
    .then((r) => expect(r.body).toMatchObject({ status: 'S' }));

const finance = async (c: LegacyClient, transCode: string) =>
  (
    (await c.get(`/ins/upload/initCheckItem?transCode=${transCode}&isPreview=N&fromSearch=N`)).body as {
      cusFinance: Finance[];
    }
  ).cusFinance;

const OWNER = { cusType: 'O', cusIdn: 'A100000010', cusName: '王志明', birthday: '069/01/15' };
const OWNER_FIGURES = { salary: '130', oIncome: '10', hIncome: '200', pp: '300', rp: '200' };

describe('initCheckItem: the finance of the case’s own customers (issue 41 item 4)', () => {
  it('shows what n1 saved against the last period it carried from the ID lookup', async () => {
    const { c, transCode } = await newCase();
    // n1 after an ID lookup of 王志明 (last period 120 / 10 / 200 / 500) and a new salary of 130.
    await save(c, transCode, {
      ...OWNER,
      ...OWNER_FIGURES,
      salaryLast: '120',
      oIncomeLast: '10',
      hIncomeLast: '200',
      assetsLast: '500',
    });
    const [owner, ...others] = await finance(c, transCode);
    expect(others).toEqual([]);
    expect(owner).toMatchObject({
      cusType: 'O',
      relationOwnerCode: null,
      salary: '130',
      salaryLast: '120',
      oIncome: '10',
      oIncomeLast: '10',
      hIncome: '200',
      hIncomeLast: '200',
      pp: '300',
      rp: '200',
      assets: '500',
      assetsLast: '500',
    });
  });

  it('keeps a last period per customer: without one carried, the core’s own; none for a customer it never had', async () => {
    const { c, transCode } = await newCase();
    await save(c, transCode, { ...OWNER, ...OWNER_FIGURES });
    const [owner] = await finance(c, transCode);
    expect(owner).toMatchObject({ salary: '130', salaryLast: '120', assetsLast: '500' });

    const other = await newCase();
    await save(other.c, other.transCode, {
      cusType: 'O',
      cusIdn: 'E100000096',
      cusName: '劉德華',
      ...OWNER_FIGURES,
    });
    const [stranger] = await finance(other.c, other.transCode);
    expect(stranger).toMatchObject({ salary: '130', salaryLast: null, hIncomeLast: null, assetsLast: null });
  });

  it('a child insured is another person with its own figures; an insured who is the policyholder is 本人 (1)', async () => {
    const { c, transCode } = await newCase();
    await save(c, transCode, { ...OWNER, ...OWNER_FIGURES });
    await save(c, transCode, {
      cusType: 'I',
      cusIdn: 'C100000058',
      cusName: '張小宇',
      relationOwnerCode: '3',
      salary: '0',
      oIncome: '0',
      hIncome: '200',
      pp: '0',
      rp: '0',
    });
    const [, child] = await finance(c, transCode);
    expect(child).toMatchObject({
      cusType: 'I',
      relationOwnerCode: '3',
      salary: '0',
      hIncome: '200',
      assets: '0',
    });
    expect(child).not.toMatchObject({ relationOwnerCode: '1' });

    await save(c, transCode, { ...OWNER, ...OWNER_FIGURES, cusType: 'I', relationOwnerCode: '1' });
    const [, self] = await finance(c, transCode);
    expect(self).toMatchObject({ cusType: 'I', relationOwnerCode: '1', salary: '130', salaryLast: '120' });
  });
});
