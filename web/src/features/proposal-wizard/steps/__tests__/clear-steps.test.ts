import { describe, expect, it, vi } from 'vitest';
import type { AnyStepDefinition } from '../../registry/types';
import { LEGAL_FIELDS, blankOf } from '@agent-portal/contracts/validation/customer-data';

vi.mock('@/lib/api-client', () => ({ api: vi.fn(), apiClient: {}, unwrap: vi.fn() }));

const { steps: registry } = await import('../../registry/steps');
/** Every step's definition (the registry loads each on demand). */
const steps = Object.fromEntries(
  await Promise.all(Object.entries(registry).map(async ([key, line]) => [key, await line.definition()])),
) as Record<keyof typeof registry, AnyStepDefinition>;
const { toValues } = await import('../n4-check-items/values');

/* Issue 23 item 1: what 清除 leaves on n1-n4 (the host asks first, then sets these values as the agent's change). */
describe('清除', () => {
  it('n1 and n2: every field blank, the check flag with them (spec 3 §4)', () => {
    const cleared = steps.n1.clear!({ ...steps.n1.clear!({} as never), cusName: '王大明', cusCheck: 'Y' });
    expect(cleared.cusName).toBe('');
    expect(cleared.cusCheck).toBe('');
    expect(Object.values(steps.n2.clear!({} as never)).every((v) => v === '')).toBe(true);
  });

  it('n3: the representatives blank with their lookup flag N; the boxes shown and the parties kept', () => {
    const box = (cusIdn: string) => ({
      ...blankOf(LEGAL_FIELDS),
      cusIdn,
      legStatus: 'W',
      legcusIdn: 'A100000010',
      legcusName: '王志明',
      legGetDataYn: 'Y',
    });
    const cleared = steps.n3.clear!({ showO: 'N', showI: 'Y', O: box('A123456789'), I: box('N134590122') });
    expect(cleared.showI).toBe('Y');
    expect(cleared.I).toEqual({
      ...blankOf(LEGAL_FIELDS),
      cusIdn: 'N134590122',
      legStatus: 'W',
      legGetDataYn: 'N',
    });
    expect(cleared.O.legGetDataYn).toBe('N');
    expect(cleared.O.cusIdn).toBe('A123456789');
  });

  it('n4: the descriptions and reasons blank; the groups shown, the reasons needed and the files stay', () => {
    const view = {
      groups: [{ group: 'AG', description: '已確認' }],
      reasons: { salaryReason: '調薪' },
      reasonsNeeded: ['salaryReason'],
      agFileCount: 2,
    };
    const values = { ...toValues(view as never), pendingFiles: 1 };
    const cleared = steps.n4.clear!(values);
    expect(Object.entries(cleared).filter(([k, v]) => /Result$|Reason$/.test(k) && v !== '')).toEqual([]);
    expect(cleared.shownGroups).toEqual(['AG']);
    expect(cleared.reasonsNeeded).toEqual(['salaryReason']);
    expect(cleared.agFileCount).toBe(2);
    expect(cleared.pendingFiles).toBe(1);
    expect(cleared.view).toBe(values.view);
  });
});
