import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useController } from 'react-hook-form';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { object, string, type InferType } from 'yup';
import { stubMatchMedia } from '../../customer-data/__tests__/support';
import type { WizardSlots } from '../../hooks/wizard-slots';
import { defineStep, type AnyStepDefinition, type StepScreenProps } from '../../registry/types';

const fetchMock = vi.hoisted(() => {
  const fn = vi.fn<(req: Request) => Promise<Response>>();
  vi.stubGlobal('fetch', fn);
  return fn;
});

stubMatchMedia();
vi.mock('@/lib/access-log', () => ({ logProposalAccess: vi.fn(), logAccess: vi.fn() }));
vi.mock('@/hooks/use-version-poll', () => ({ useVersionPoll: () => undefined }));
vi.mock('@/hooks/use-button-lock', async (actual) => {
  const { useButtonLock } = await actual<typeof import('@/hooks/use-button-lock')>();
  return { useButtonLock: () => useButtonLock(0) };
});
vi.mock('../../api/get-insurers', () => ({
  useProposalInsurers: () => ({ data: [{ compCode: 'CH', compName: '測試保險' }] }),
}));

const { WizardContainer } = await import('../wizard-container');
const { defineContainer } = await import('../../registry/containers');

const noteSchema = object({ note: string().required('請填寫備註') });
type NoteValues = InferType<typeof noteSchema>;

function NoteScreen({ control }: StepScreenProps<NoteValues>) {
  const { field, fieldState } = useController({ control, name: 'note' });
  return (
    <>
      <input aria-label="備註" ref={field.ref} value={field.value ?? ''} onChange={field.onChange} />
      {fieldState.error && <span role="alert">{fieldState.error.message}</span>}
    </>
  );
}

/** What each step saved, by step code (its load reads it). */
const stored = new Map<string, string>();
const noteStep = (title: string, code: string) =>
  defineStep<NoteValues>()({
    place: { codes: { proposalMain: code } },
    title,
    schema: noteSchema,
    load: (ctx) => Promise.resolve({ note: stored.get(ctx.stepCode) ?? '' }),
    save: (ctx, values) => {
      stored.set(ctx.stepCode, values.note);
      return Promise.resolve();
    },
    Screen: lazy(() => Promise.resolve({ default: NoteScreen })),
  });

const registry = {
  first: noteStep('第一步', 'T_S1'),
  second: noteStep('第二步', 'T_S2'),
  last: noteStep('最後一步', 'T_S3'),
} satisfies Record<string, AnyStepDefinition>;

const containers = {
  proposalMain: defineContainer(
    { kind: 'proposalMain', note: '測試', unmetTabsMessage: (t) => t.join('/') },
    registry,
  ),
  proposalRemote: defineContainer(
    { kind: 'proposalRemote', note: '測試遠距', unmetTabsMessage: (t) => t.join('、') },
    registry,
  ),
};

const slots: WizardSlots = { SignatureStep: () => null, JumpButton: () => null };

interface Line {
  code: string;
  kind: 'fields' | 'step';
  text: string;
  field?: string;
  label?: string;
}

/** The BFF answers the case's completeness verdict with `lines` (pending: their count). */
function verdict(lines: Line[]) {
  fetchMock.mockImplementation((req) =>
    Promise.resolve(
      req.url.endsWith('/api/proposals/T1/completeness')
        ? new Response(
            JSON.stringify({
              transCode: 'T1',
              verdict: lines.length ? 'incomplete' : 'complete',
              pending: lines.length,
              lines,
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          )
        : new Response(null, { status: 204 }),
    ),
  );
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function wizard(stepCode: string) {
  render(
    <App>
      <MemoryRouter initialEntries={[`/agent/proposalMain/steps/${stepCode}?transCode=T1&compCode=CH`]}>
        <Routes>
          <Route
            path="/:enterpoint/proposalMain/steps/:stepCode"
            element={
              <>
                <WizardContainer kind="proposalMain" slots={slots} containers={containers} />
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
const note = () => screen.findByRole('textbox', { name: '備註' });
/** The first render loads the container's and the steps' chunks: a longer wait for it (polled, not slept). */
const LOADED = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  stored.clear();
  fetchMock.mockReset();
});

describe('done marks from the BFF’s verdict (issue 41 item 5)', () => {
  it('a case reopened on a later step keeps the marks of every step with nothing pending', async () => {
    stored.set('T_S1', '一').set('T_S2', '二');
    verdict([{ code: 'T_S3', kind: 'fields', text: '最後一步・備註：請填寫備註', field: 'note' }]);
    wizard('T_S2');
    await waitFor(() => expect(tabLabels()).toEqual(['✓ 第一步', '✓ 第二步', '最後一步']), LOADED);
    expect(where()).toBe('/agent/proposalMain/steps/T_S2');
    expect((await note()).getAttribute('value')).toBe('二');
  });

  it('暫存 drops the step’s mark (spec 3 §4) and closes the tabs after it', async () => {
    stored.set('T_S1', '一');
    verdict([]);
    wizard('T_S1');
    await waitFor(() => expect(tabLabels()).toEqual(['✓ 第一步', '✓ 第二步', '✓ 最後一步']), LOADED);
    fireEvent.click(screen.getByRole('button', { name: /暫\s?存/ }));
    await waitFor(() => expect(tabLabels()).toEqual(['第一步', '✓ 第二步', '✓ 最後一步']));
    expect(screen.getByRole('tab', { name: /第二步/ }).getAttribute('aria-disabled')).toBe('true');
  });

  it('a tab never shows its mark beside a count of refused fields', async () => {
    verdict([]);
    wizard('T_S1');
    await waitFor(() => expect(tabLabels()[0]).toBe('✓ 第一步'), LOADED);
    await note();
    fireEvent.click(screen.getAllByRole('button', { name: /下一步/ })[0]!);
    await waitFor(() => expect(tabLabels()[0]).toBe('第一步(1)'));
    expect(where()).toBe('/agent/proposalMain/steps/T_S1');
  });

  it('完整性檢查 names each missing item by its label; its link opens the step and focuses the field', async () => {
    stored.set('T_S1', '一');
    verdict([
      { code: 'T_S2', kind: 'fields', text: '第二步・備註：請填寫備註', field: 'note', label: '備註' },
    ]);
    wizard('T_S1');
    await waitFor(() => expect(tabLabels()).toEqual(['✓ 第一步', '第二步', '✓ 最後一步']), LOADED);
    fireEvent.click(screen.getByRole('button', { name: '完整性檢查' }));
    fireEvent.click(await screen.findByText('第二步・備註：請填寫備註'));
    await waitFor(() => expect(where()).toBe('/agent/proposalMain/steps/T_S2'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('請填寫備註'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: '備註' })));
  });
});
