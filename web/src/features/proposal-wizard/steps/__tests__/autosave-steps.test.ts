import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyStepDefinition, StepContext } from '../../registry/types';

/** Every call the steps make: the client's policy, the path and the body (answers: a temporary save's). */
const calls = vi.hoisted(() => [] as { errors: string; path: string; body: unknown }[]);
vi.mock('@/lib/api-client', () => {
  const client = (errors = 'default') => ({
    GET: vi.fn(),
    POST: vi.fn((path: string, init: { body: unknown }) => {
      calls.push({ errors, path, body: init.body });
      const data = { message: '暫存成功', messages: [], status: 'T', result: 'saved' };
      return Promise.resolve({ data, response: { ok: true } });
    }),
  });
  return {
    api: (policy: { errors?: string } = {}) => client(policy.errors),
    apiClient: client(),
    unwrap: async (call: Promise<{ data: unknown }>) => (await call).data,
  };
});
vi.mock('@/lib/alerts', () => ({ showNotes: vi.fn() }));

const { steps: registry } = await import('../../registry/steps');
/** Every step's definition (the registry loads each on demand). */
const steps = Object.fromEntries(
  await Promise.all(Object.entries(registry).map(async ([key, line]) => [key, await line.definition()])),
) as Record<keyof typeof registry, AnyStepDefinition>;
const { toValues } = await import('../n4-check-items/values');
const { blankValues } = await import('../n7-written-analysis/values');

const ctx: StepContext & { transCode: string } = {
  stepCode: 'S',
  transCode: 'T1',
  compCode: 'CH',
  polInsureType: 'M',
  isPreview: false,
};
const autosave = { ...ctx, temporary: true, autosave: true };
const temporary = { ...ctx, temporary: true };

/** The step's saves for the autosave and for 暫存: the same temporary calls, the autosave's on the silent client. */
async function savesOf(save: () => Promise<void>) {
  calls.length = 0;
  await save();
  return calls.map((c) => ({ ...c }));
}

beforeEach(() => {
  calls.length = 0;
});

describe('every step of the wizard autosaves through its temporary save (issue 22 item 5)', () => {
  it.each(['n1', 'n2', 'n3', 'n4', 'aml', 'n7', 'n9'] as const)('%s declares autosave', (key) => {
    expect(steps[key].autosave).toBe(true);
  });

  it('n4: the autosave is the core’s temporary save (executeFrom tempSave), its refusal not alerted', async () => {
    const values = { ...toValues(null), shownGroups: ['A'] as never, resultA: '客戶說明' } as never;
    const auto = await savesOf(() => steps.n4.save(autosave, values));
    const temp = await savesOf(() => steps.n4.save(temporary, values));
    expect(auto).toEqual([
      {
        errors: 'silent',
        path: '/api/proposals/{transCode}/check-items',
        body: expect.objectContaining({ executeFrom: 'tempSave' }),
      },
    ]);
    expect(temp).toEqual([{ ...auto[0], errors: 'default' }]);
  });

  it('n7: the autosave is the draft (submit false, status T), silent, with no notes shown', async () => {
    const { showNotes } = await import('@/lib/alerts');
    const values = { ...blankValues('CH'), purOther: '退休規劃' };
    const auto = await savesOf(() => steps.n7.save(autosave, values));
    const temp = await savesOf(() => steps.n7.save(temporary, values));
    expect(auto).toEqual([
      {
        errors: 'silent',
        path: '/api/proposals/{transCode}/written-analysis',
        body: expect.objectContaining({ submit: false }),
      },
    ]);
    expect(temp).toEqual([{ ...auto[0], errors: 'default' }]);
    expect(showNotes).toHaveBeenCalledTimes(1);
  });

  it('n9: the autosave is the broker form’s temporary save, silent; 暫存 the validated final save', async () => {
    const values = {
      recommendReason: '保障缺口',
      explainedYn: 'N' as const,
      savedAt: null,
      temporary: false,
    };
    const auto = await savesOf(() => steps.n9.save(autosave, values));
    const temp = await savesOf(() => steps.n9.save(temporary, values));
    expect(auto).toEqual([
      {
        errors: 'silent',
        path: '/api/proposals/{transCode}/broker-form',
        body: { recommendReason: '保障缺口', explainedYn: 'N', temporary: true },
      },
    ]);
    expect(temp).toEqual([
      {
        ...auto[0],
        errors: 'default',
        body: { recommendReason: '保障缺口', explainedYn: 'N', temporary: false },
      },
    ]);
  });

  it('AML: the autosave writes the risk form and the EDD as temporary annexes; 下一步 writes nothing', async () => {
    const risk = { commOther: '親友介紹' } as never;
    const edd = { payModeOther: '現金' } as never;
    const auto = await savesOf(() => steps.aml.save(autosave, { amlFinished: false, risk, edd }));
    expect(auto).toEqual([
      {
        errors: 'silent',
        path: '/api/proposals/{transCode}/aml/risk',
        body: expect.objectContaining({ temporary: true }),
      },
      {
        errors: 'silent',
        path: '/api/proposals/{transCode}/aml/edd',
        body: { temporary: true, values: edd },
      },
    ]);
    // The same answers again (the step's own value changed after 完成): nothing written, the finish not voided.
    expect(await savesOf(() => steps.aml.save(autosave, { amlFinished: true, risk, edd }))).toEqual([]);
    // Only the answers the screen mirrored: none yet, nothing to save.
    expect(await savesOf(() => steps.aml.save(autosave, { amlFinished: false }))).toEqual([]);
    expect(
      await savesOf(() => steps.aml.save({ ...ctx, temporary: false }, { amlFinished: true, risk })),
    ).toEqual([]);
  });
});
