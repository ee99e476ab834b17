import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import type { StepDefinition } from '../../registry/types';
import { countUnmet, unmetTabs } from '../unmet-tabs';
import { ctx, stepWith, tab } from './step-fixtures';

describe('countUnmet', () => {
  it('counts the fields the schema refuses in the stored values', async () => {
    expect(await countUnmet(stepWith({ a: 'x', b: 'y' }), ctx)).toBe(0);
    expect(await countUnmet(stepWith({ a: 'x', b: '' }), ctx)).toBe(1);
    expect(await countUnmet(stepWith({}), ctx)).toBe(2);
  });

  it("validates in the step's own validation context (a rule that reads $polInsureType)", async () => {
    const step: StepDefinition = {
      ...stepWith({}),
      schema: object({
        shareYn: string().when('$polInsureType', { is: 'R', otherwise: (sc) => sc.required() }),
      }),
      validationContext: (c) => Promise.resolve({ polInsureType: c.polInsureType }),
    };
    expect(await countUnmet(step, ctx)).toBe(0);
    expect(await countUnmet(step, { ...ctx, polInsureType: 'M' })).toBe(1);
  });
});

describe('unmetTabs (spec 2 §8, spec 3 §5: 下一步 of either wizard)', () => {
  const steps: Record<string, StepDefinition> = {
    R1: stepWith({ a: 'x', b: '' }),
    R2: stepWith({ a: 'x', b: 'y' }),
    R3: stepWith({}),
    R4: stepWith({}),
    R5: stepWith({}),
  };
  const tabs = [tab('R1'), tab('R2'), tab('R3'), tab('R4'), tab('R5', { done: false })];

  it('checks the tabs before the target except the one just saved, with each count', async () => {
    const got = await unmetTabs(tabs, (c) => steps[c], ctx, 'R3', 'R4');
    expect(got).toEqual([
      { code: 'R1', count: 1 },
      { code: 'R2', count: 0 },
    ]);
  });

  it('skips hidden and locked tabs (router-page entry)', async () => {
    const entered = [tab('R1', { locked: true }), tab('R2', { show: false }), tab('R3'), tab('R4')];
    expect(await unmetTabs(entered, (c) => steps[c], ctx, 'R4', 'R5')).toEqual([{ code: 'R3', count: 2 }]);
  });

  it('skips a step not checked later (n6: its agreement is each visit’s)', async () => {
    const perVisit = { ...stepWith({}), checkedLater: false };
    const got = await unmetTabs(tabs, (c) => (c === 'R1' ? perVisit : steps[c]), ctx, 'R3', 'R4');
    expect(got).toEqual([{ code: 'R2', count: 0 }]);
  });

  it('loads each step under its own step code', async () => {
    const seen: string[] = [];
    const spy: StepDefinition = {
      ...stepWith({ a: 'x', b: 'y' }),
      load: (c) => {
        seen.push(c.stepCode);
        return Promise.resolve({ a: 'x', b: 'y' });
      },
    };
    await unmetTabs([tab('R1'), tab('R2'), tab('R3')], () => spy, ctx, 'R3', 'R4');
    expect(seen).toEqual(['R1', 'R2']);
  });
});
