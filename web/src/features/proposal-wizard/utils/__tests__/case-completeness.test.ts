import { describe, expect, it } from 'vitest';
import { number, object, string } from 'yup';
import type { StepDefinition } from '../../registry/types';
import { amlPending, caseCompleteness, type AmlProgress } from '../case-completeness';
import type { TabState } from '../tab-state';
import { ctx, stepWith, tab } from './step-fixtures';

const SCHEMA = object({
  a: string().required(),
  b: string().required(),
  agFileCount: number().min(1, '請上傳至少一個AG檔案'),
});
const step = (values: Record<string, unknown>, fails = false) => stepWith(values, SCHEMA, fails);

const complete = { a: 'x', b: 'y', agFileCount: 1 };

describe('caseCompleteness (issue 13 §4)', () => {
  const run = (
    tabs: TabState[],
    steps: Record<string, StepDefinition>,
    aml?: AmlProgress,
    skip?: (code: string) => boolean,
  ) =>
    caseCompleteness({
      tabs,
      stepOf: (code) => steps[code],
      titleOf: (code) => `tab ${code}`,
      ctx,
      skip,
      aml: aml && { code: 'AML', afterCode: 'S5', load: () => Promise.resolve(aml) },
    });

  it('lists unmet required fields and pending uploads per tab, with the code of the place to open', async () => {
    const lines = await run([tab('S1'), tab('S4'), tab('S5')], {
      S1: step({ a: '', b: '', agFileCount: 1 }),
      S4: step({ a: 'x', b: 'y', agFileCount: 0 }),
      S5: step(complete),
    });
    expect(lines).toEqual([
      { code: 'S1', kind: 'fields', text: 'tab S1：2 個必填欄位未填' },
      { code: 'S4', kind: 'upload', text: 'tab S4：請上傳至少一個AG檔案' },
    ]);
  });

  it('names a tab never passed, skips hidden, locked and skipped tabs, reports a tab that fails to load', async () => {
    const lines = await run(
      [
        tab('S1', { done: false }),
        tab('S2', { show: false }),
        tab('S3', { locked: true }),
        tab('S6'),
        tab('S8'),
      ],
      { S1: step(complete), S2: step({}), S3: step({}), S6: step({}, true), S8: step({}) },
      undefined,
      (code) => code === 'S8',
    );
    expect(lines).toEqual([
      { code: 'S1', kind: 'step', text: 'tab S1：尚未完成此步驟' },
      { code: 'S6', kind: 'step', text: 'tab S6：無法載入此頁籤資料，請開啟頁籤確認' },
    ]);
  });

  it('adds the AML step after its tab while the risk form or the EDD is not finished', async () => {
    const tabs = [tab('S5'), tab('S6')];
    const steps = { S5: step(complete), S6: step({ a: 'x', b: '' }) };
    expect(await run(tabs, steps, { riskDone: false, edd: 'none', eddDone: false })).toEqual([
      { code: 'AML', kind: 'aml', text: '洗錢防制評估：風險評估尚未完成' },
      { code: 'S6', kind: 'fields', text: 'tab S6：1 個必填欄位未填' },
    ]);
    expect(
      (await run(tabs, steps, { riskDone: true, edd: 'edd', eddDone: false })).map((l) => l.text),
    ).toContain('洗錢防制評估：EDD問卷尚未完成');
    expect(
      (await run(tabs, steps, { riskDone: true, edd: 'edd', eddDone: true })).map((l) => l.kind),
    ).toEqual(['fields']);
  });
});

describe('amlPending', () => {
  it('is empty once the risk form is done and the EDD done or not needed', () => {
    expect(amlPending({ riskDone: true, edd: 'none', eddDone: false })).toEqual([]);
    expect(amlPending({ riskDone: true, edd: 'paper', eddDone: false })).toEqual([]);
    expect(amlPending({ riskDone: false, edd: 'edd', eddDone: false })).toHaveLength(2);
  });
});
