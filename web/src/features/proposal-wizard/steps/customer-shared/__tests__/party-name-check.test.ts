import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POLICYHOLDER_FIELDS, blankOf } from '@agent-portal/contracts/validation/customer-data';
import type { NameCheckAnswer } from '../../../customer-data';
import { BACK_TO_LIST, type StepContext } from '../../../registry/types';

const checkCustomerNames = vi.fn<(request: unknown) => Promise<NameCheckAnswer>>();
vi.mock('../../../customer-data', () => ({ checkCustomerNames }));
vi.mock('../customer-steps-api', () => ({
  getCustomerContext: () => Promise.resolve({ highAgeLimit: 65 }),
  getDrafts: vi.fn(),
  agentService: vi.fn(),
  saveDraft: vi.fn(),
}));

const { nameCheckOutcome, checkPartyName } = await import('../party-name-check');
const { policyholderStep } = await import('../../n1-policyholder');
const { insuredStep } = await import('../../n2-insured');

const ctx: StepContext & { transCode: string } = {
  stepCode: 'INS_S1',
  transCode: 'T0000001',
  compCode: 'CH',
  polInsureType: 'M',
  isPreview: false,
};
const answer = (status: 'S' | 'M' | 'E', message = ''): NameCheckAnswer => ({
  status,
  message,
  amlResult: status === 'S' ? 'L' : 'H',
  secAmlResult: status === 'E' ? 'Y' : 'N',
});
const PEP = '客戶為重要政治性職務人士，請加強客戶審查!';
const SANCTION = '客戶為制裁名單對象，不得受理投保!';

beforeEach(() => checkCustomerNames.mockReset());

describe('nameCheckOutcome (spec 3 §8)', () => {
  it('S goes on silently, M warns and goes on, E shows its error and stops', () => {
    expect(nameCheckOutcome(answer('S'))).toEqual({ alert: null, proceed: true });
    expect(nameCheckOutcome(answer('M', PEP))).toEqual({
      alert: { kind: 'warning', content: PEP },
      proceed: true,
    });
    expect(nameCheckOutcome(answer('E', SANCTION))).toEqual({
      alert: { kind: 'error', content: SANCTION },
      proceed: false,
    });
  });
});

describe('checkPartyName', () => {
  it('checks the party’s ID under its customer type and waits for the alert before answering', async () => {
    checkCustomerNames.mockResolvedValue(answer('M', PEP));
    const order: string[] = [];
    const alert = vi.fn(async (kind: string, content: string) => {
      order.push(`${kind}:${content}`);
    });
    const result = await checkPartyName(ctx, { cusIdn: 'B100000039' }, 'I', alert);
    expect(checkCustomerNames).toHaveBeenCalledWith({
      transCode: 'T0000001',
      compCode: 'CH',
      stepCode: ctx.stepCode,
      customers: [{ idn: 'B100000039', cusType: 'I' }],
    });
    expect(order).toEqual([`warning:${PEP}`]);
    expect(result?.status).toBe('M');
  });
});

describe('n1 and n2 on 下一步', () => {
  // n1's values carry n2's too but for the relation (unused by the check).
  const values = {
    ...blankOf(POLICYHOLDER_FIELDS),
    relationOwnerCode: '',
    relationOwnerOther: '',
    cusIdn: 'B100000039',
    insureAge: '40',
  };

  it.each([
    ['n1', policyholderStep, 'O'],
    ['n2', insuredStep, 'I'],
  ] as const)(
    '%s: E shows the message and returns to the proposal list, nothing to save',
    async (_t, step, type) => {
      checkCustomerNames.mockResolvedValue(answer('E', SANCTION));
      const alert = vi.fn(() => Promise.resolve());
      expect(await step.beforeNext!(ctx, values, alert)).toBe(BACK_TO_LIST);
      expect(alert).toHaveBeenCalledWith('error', SANCTION);
      expect(checkCustomerNames.mock.calls[0]?.[0]).toMatchObject({ customers: [{ cusType: type }] });
    },
  );

  it('n1: M warns, then saves and goes on as checked', async () => {
    checkCustomerNames.mockResolvedValue(answer('M', PEP));
    const alert = vi.fn(() => Promise.resolve());
    expect(await policyholderStep.beforeNext!(ctx, values, alert)).toEqual({
      ...values,
      cusCheck: 'Y',
      amlResult: 'H',
    });
    expect(alert).toHaveBeenCalledWith('warning', PEP);
  });

  it('n2: S goes on without a message, with the check’s amlResult', async () => {
    checkCustomerNames.mockResolvedValue(answer('S'));
    const alert = vi.fn(() => Promise.resolve());
    expect(await insuredStep.beforeNext!(ctx, values, alert)).toEqual({ ...values, amlResult: 'L' });
    expect(alert).not.toHaveBeenCalled();
  });
});
