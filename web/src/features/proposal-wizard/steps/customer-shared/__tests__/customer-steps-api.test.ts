import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StepContext } from '../../../registry/types';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});
vi.mock('@/lib/alerts', () => ({ showErrorAlert: vi.fn(), showNotice: vi.fn() }));

const api = await import('../customer-steps-api');
const { policyholderStep } = await import('../../n1-policyholder');
const { insuredStep } = await import('../../n2-insured');
const { ApiError } = await import('@/lib/api-error');

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** The case's drafts as the BFF answers them, at these revisions. */
const drafts = (policyholder: number, insured = 0) =>
  json({
    policyholder: { cusName: '王大明', cusIdn: 'A123456789' },
    insured: null,
    legalAgent: { O: null, I: null },
    revisions: { policyholder, insured, 'legal-agent': 0 },
  });
const ctx = (transCode: string): StepContext & { transCode: string } => ({
  stepCode: 'INS_S1',
  transCode,
  compCode: 'CH',
  polInsureType: 'M',
  isPreview: false,
});
/** The revision the next save of the step names: the body of the draft POST. */
async function revisionSent(transCode: string, step: 'policyholder' | 'insured', overwrite?: number) {
  fetchMock.mockResolvedValueOnce(json({ revision: 99, savedAt: '2026-11-26T03:00:00.000Z' }));
  await api.saveDraft({ ...ctx(transCode), overwrite }, step, {}, 'auto');
  const request = fetchMock.mock.calls.at(-1)![0];
  expect(request.url).toMatch(new RegExp(`/api/customer-steps/${transCode}/drafts/${step}$`));
  return ((await request.json()) as { revision: number }).revision;
}

beforeEach(() => fetchMock.mockReset());

describe('the revision a tab holds (issue 22 item 6)', () => {
  it("a read for another purpose does not advance it: the next save names the revision of the step's own load", async () => {
    fetchMock.mockResolvedValueOnce(drafts(1));
    await policyholderStep.load({ ...ctx('T1'), fillsForm: true });
    expect(api.heldRevision('T1', 'policyholder')).toBe(1);
    // Another tab saved twice since; this tab reads the drafts for n2's copy of the policyholder.
    fetchMock.mockResolvedValueOnce(drafts(3));
    expect((await api.getDrafts('T1')).policyholder?.cusName).toBe('王大明');
    expect(api.heldRevision('T1', 'policyholder')).toBe(1);
    expect(await revisionSent('T1', 'policyholder')).toBe(1);
  });

  it("n2's context and a completeness check (a load that fills no form) read without taking a revision", async () => {
    fetchMock.mockResolvedValueOnce(drafts(0, 2));
    await insuredStep.load({ ...ctx('T2'), fillsForm: true });
    // Another tab saved both steps since; this tab's n2 reads its schema's context and a check loads the steps.
    fetchMock.mockImplementation((request) =>
      Promise.resolve(request?.url.endsWith('/context') ? json({ highAgeLimit: 65 }) : drafts(5, 7)),
    );
    expect(await insuredStep.validationContext!(ctx('T2'))).toMatchObject({
      owner: { cusIdn: 'A123456789' },
    });
    await insuredStep.load(ctx('T2'));
    await policyholderStep.load(ctx('T2'));
    expect(api.heldRevision('T2', 'insured')).toBe(2);
    // A step's load takes its own revision only, not the other steps' of the same answer.
    expect(api.heldRevision('T2', 'policyholder')).toBe(0);
  });

  it("asks n2's schema context and the policyholder's draft at once (one round trip on a tab switch)", async () => {
    // The context's answer waits until the drafts were asked for: read one after the other, this never settles.
    let answerContext: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation((request) => {
      if (request?.url.endsWith('/context')) return new Promise((resolve) => (answerContext = resolve));
      answerContext(json({ highAgeLimit: 65 }));
      return Promise.resolve(drafts(1));
    });
    expect(await insuredStep.validationContext!(ctx('T4'))).toMatchObject({
      highAgeLimit: 65,
      owner: { cusIdn: 'A123456789' },
    });
  });

  it("changes with the tab's own successful save; a refused one leaves it; 覆蓋 names the newer revision", async () => {
    fetchMock.mockResolvedValueOnce(drafts(4));
    await policyholderStep.load({ ...ctx('T3'), fillsForm: true });
    expect(await revisionSent('T3', 'policyholder')).toBe(4);
    expect(api.heldRevision('T3', 'policyholder')).toBe(99);
    const conflict = {
      revision: 99,
      savedAt: null,
      latestRevision: 100,
      latestSavedAt: '2026-11-26T03:01:00Z',
    };
    fetchMock.mockResolvedValueOnce(
      json(
        {
          error: {
            code: 'DRAFT_CONFLICT',
            status: 409,
            message: '此要保書已在其他視窗或裝置更新，本次儲存未完成。',
            timestamp: '2026-11-26T03:02:00Z',
            requestId: 'r1',
            conflict,
          },
        },
        409,
      ),
    );
    const refused = await api.saveDraft(ctx('T3'), 'policyholder', {}, 'auto').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as InstanceType<typeof ApiError>).body.conflict).toEqual(conflict);
    expect(api.heldRevision('T3', 'policyholder')).toBe(99);
    expect(await revisionSent('T3', 'policyholder', 100)).toBe(100);
  });
});
