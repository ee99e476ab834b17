import { lazy } from 'react';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { useController } from 'react-hook-form';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { wizardPath } from '@/config/paths';
import { object, string, type InferType } from 'yup';
import { stubMatchMedia } from '../../customer-data/__tests__/support';
import type { WizardSlots } from '../../hooks/wizard-slots';
import { defineStep, type AnyStepDefinition, type StepScreenProps } from '../types';

stubMatchMedia();
vi.mock('@/lib/access-log', () => ({ logProposalAccess: vi.fn(), logAccess: vi.fn() }));
vi.mock('@/hooks/use-version-poll', () => ({ useVersionPoll: () => undefined }));
// The 3 s lock of a pressed button (spec 3 §9) is not under test here: no lock, so 下一步 can be pressed again.
vi.mock('@/hooks/use-button-lock', async (actual) => {
  const { useButtonLock } = await actual<typeof import('@/hooks/use-button-lock')>();
  return { useButtonLock: () => useButtonLock(0) };
});
vi.mock('../../api/get-insurers', () => ({
  useProposalInsurers: () => ({ data: [{ compCode: 'CH', compName: '測試保險' }] }),
}));

const { WizardContainer } = await import('../../components/wizard-container');
const { defineContainer, mobileContainer, remoteContainer } = await import('../containers');
type TabKey = import('../steps').TabKey;

/** A step of a test registry: one required note, its values typed from its schema. */
const noteSchema = object({ note: string().required('請填寫備註') });
type NoteValues = InferType<typeof noteSchema>;

function NoteScreen({ control }: StepScreenProps<NoteValues>) {
  const { field, fieldState } = useController({ control, name: 'note' });
  return (
    <>
      <input aria-label="備註" value={field.value ?? ''} onChange={field.onChange} />
      {fieldState.error && <span role="alert">{fieldState.error.message}</span>}
    </>
  );
}

const saved = vi.fn();
/** What each step of the test registry saved, by step code: its load reads it (the cross-tab check too). */
const stored = new Map<string, string>();
const noteStep = <const P extends Parameters<ReturnType<typeof defineStep<NoteValues>>>[0]['place']>(
  title: string,
  place: P,
) =>
  defineStep<NoteValues>()({
    place,
    title,
    schema: noteSchema,
    load: (ctx) => Promise.resolve({ note: stored.get(ctx.stepCode) ?? '' }),
    save: (ctx, values) => {
      saved(ctx.stepCode, values.note);
      stored.set(ctx.stepCode, values.note);
      return Promise.resolve();
    },
    Screen: lazy(() => Promise.resolve({ default: NoteScreen })),
  });

const base = {
  first: noteStep('第一步', { codes: { proposalMain: 'T_S1', proposalRemote: 'R_S1' } }),
  second: noteStep('第二步', { codes: { proposalMain: 'T_S2' } }),
  last: noteStep('最後一步', { codes: { proposalMain: 'T_S3', proposalRemote: 'R_S2' } }),
} satisfies Record<string, AnyStepDefinition>;

/** The same registry with two steps added by one line each: a tab, and a step of the flow without one. */
const extended = {
  first: base.first,
  added: noteStep('新增步驟', { codes: { proposalMain: 'T_NEW' } }),
  second: base.second,
  review: noteStep('覆核', { codes: { proposalMain: 'T_REVIEW' }, tab: false, tempSave: false }),
  last: base.last,
} satisfies Record<string, AnyStepDefinition>;

const containersOf = (registry: Record<string, AnyStepDefinition>) => ({
  proposalMain: defineContainer(
    { kind: 'proposalMain', note: '測試', unmetTabsMessage: (t) => t.join('/') },
    registry,
  ),
  proposalRemote: defineContainer(
    { kind: 'proposalRemote', note: '測試遠距', unmetTabsMessage: (t) => t.join('、') },
    registry,
  ),
});

const slots: WizardSlots = { SignatureStep: () => null, JumpButton: () => null };

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function wizard(registry: Record<string, AnyStepDefinition>, stepCode: string) {
  render(
    <App>
      <MemoryRouter initialEntries={[`/agent/proposalMain/steps/${stepCode}?transCode=T1&compCode=CH`]}>
        <Routes>
          <Route
            path="/:enterpoint/proposalMain/steps/:stepCode"
            element={
              <>
                <WizardContainer kind="proposalMain" slots={slots} containers={containersOf(registry)} />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}

const tabLabels = () => screen.getAllByRole('tab').map((t) => t.textContent);
const where = () => screen.getByTestId('where').textContent;
const next = () => fireEvent.click(screen.getByRole('button', { name: /下一步/ }));
const type = async (text: string) =>
  fireEvent.change(await screen.findByRole('textbox', { name: '備註' }), { target: { value: text } });

afterEach(() => {
  cleanup();
  saved.mockClear();
  stored.clear();
});

describe('the step registry: containers and tabs derive from it (issue 21)', () => {
  it("the app's registry gives TabKey, both wizards' tabs and the AML step after n5 without a tab", () => {
    expectTypeOf<TabKey>().toEqualTypeOf<'n1' | 'n2' | 'n3' | 'n4' | 'n5' | 'n6' | 'n7' | 'n8' | 'n9'>();
    expect(mobileContainer.entries.map((e) => `${e.code}${e.tab ? '' : ' (no tab)'}`)).toEqual([
      'INS_S1',
      'INS_S2',
      'INS_S3',
      'INS_S4',
      'INS_S5',
      'AML (no tab)',
      'INS_S6',
      'INS_S7',
      'INS_S8',
      'INS_S9',
    ]);
    expect(mobileContainer.tabs.filter((t) => !t.tempSave).map((t) => t.code)).toEqual(['INS_S5', 'INS_S8']);
    expect(mobileContainer.routerPage).toBe('INS_S9');
    expect(remoteContainer.entries.map((e) => e.code)).toEqual([
      'REMOTE_S1',
      'REMOTE_S2',
      'REMOTE_S3',
      'REMOTE_S4',
      'REMOTE_S5',
      'AML',
      'REMOTE_S6',
      'REMOTE_S7',
    ]);
    expect(remoteContainer.routerPage).toBe('REMOTE_S7');
  });

  it('a step added to a test registry gets its tab in registry order, in the wizards that name a code for it', () => {
    expect(containersOf(base).proposalMain.tabs.map((t) => t.code)).toEqual(['T_S1', 'T_S2', 'T_S3']);
    const { proposalMain, proposalRemote } = containersOf(extended);
    expect(proposalMain.tabs.map((t) => `${t.tab}:${t.code}`)).toEqual([
      'first:T_S1',
      'added:T_NEW',
      'second:T_S2',
      'last:T_S3',
    ]);
    expect(proposalMain.entries.find((e) => e.code === 'T_REVIEW')).toMatchObject({
      tab: false,
      tempSave: false,
    });
    expect(proposalRemote.tabs.map((t) => t.code)).toEqual(['R_S1', 'R_S2']);
  });

  it(
    'the container shows the added tab in order, validates it by its schema and saves it, unchanged',
    { timeout: 60_000 },
    async () => {
      wizard(extended, 'T_S1');
      await screen.findByRole('textbox', { name: '備註' });
      // 覆核, a step of the flow, under its own tab after the one it follows.
      expect(tabLabels()).toEqual(['第一步', '新增步驟', '第二步', '覆核', '最後一步']);
      await type('一');
      next();
      await waitFor(() => expect(where()).toBe('/agent/proposalMain/steps/T_NEW'));
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('新增步驟');

      // Its schema refuses an empty note: the tab counts it and the agent stays.
      next();
      await waitFor(() =>
        expect(screen.getByRole('tab', { selected: true }).textContent).toBe('新增步驟(1)'),
      );
      expect(screen.getByRole('alert').textContent).toBe('請填寫備註');
      expect(where()).toBe('/agent/proposalMain/steps/T_NEW');

      await type('新');
      next();
      await waitFor(() => expect(where()).toBe('/agent/proposalMain/steps/T_S2'));
      expect(saved).toHaveBeenCalledWith('T_NEW', '新');
    },
  );

  it(
    'a step of the flow opens after the tab before it, under a tab of its own, and 下一步 goes on to the next tab',
    { timeout: 60_000 },
    async () => {
      wizard(extended, 'T_S1');
      await type('一');
      next();
      await waitFor(() => expect(where()).toBe('/agent/proposalMain/steps/T_NEW'));
      await type('新');
      next();
      await waitFor(() => expect(where()).toBe('/agent/proposalMain/steps/T_S2'));
      await type('二');
      next();
      await waitFor(() => expect(where()).toBe('/agent/proposalMain/steps/T_REVIEW'));
      // Its own tab, highlighted, right after the tab it follows (issue 41 item 7), not that tab.
      expect(tabLabels()).toEqual(['✓ 第一步', '✓ 新增步驟', '✓ 第二步', '覆核', '最後一步']);
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe('覆核');
      const panel = screen.getByRole('tabpanel');
      expect(within(panel).queryByRole('button', { name: '暫存' })).toBeNull();
      await type('覆');
      next();
      await waitFor(() => expect(where()).toBe('/agent/proposalMain/steps/T_S3'));
      expect(saved).toHaveBeenCalledWith('T_REVIEW', '覆');
    },
  );
});

/** A last step that leaves for the router-only tab itself, as n8's 下一步 opens n9 once the signing is done. */
function LeaveForReport() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() =>
        navigate(
          wizardPath(
            'proposalMain',
            'T_RPT',
            { transCode: 'T1', compCode: 'CH', routerPage: 'T_RPT' },
            'agent',
          ),
        )
      }
    >
      簽名完成
    </button>
  );
}

const withReport = {
  first: base.first,
  sign: defineStep<NoteValues>()({
    ...base.second,
    place: { codes: { proposalMain: 'T_SIGN' } },
    title: '簽名',
    Screen: lazy(() => Promise.resolve({ default: LeaveForReport })),
  }),
  report: noteStep('報告書', { codes: { proposalMain: 'T_RPT' }, routerOnly: true }),
} satisfies Record<string, AnyStepDefinition>;

describe('a router page reached inside the open wizard (issue 41: n8 → n9)', () => {
  it('opens that tab alone, never the first tab', { timeout: 60_000 }, async () => {
    wizard(withReport, 'T_S1');
    await type('一');
    next();
    await waitFor(() => expect(where()).toBe('/agent/proposalMain/steps/T_SIGN'));
    expect(tabLabels()).toEqual(['✓ 第一步', '簽名']);
    fireEvent.click(await screen.findByRole('button', { name: '簽名完成' }, { timeout: 10_000 }));
    await waitFor(() => expect(tabLabels()).toEqual(['報告書']));
    expect(where()).toBe('/agent/proposalMain/steps/T_RPT');
    expect(await screen.findByRole('textbox', { name: '備註' }, { timeout: 10_000 })).toBeTruthy();
  });
});
