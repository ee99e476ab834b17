import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useController } from 'react-hook-form';
import { object, string } from 'yup';
import { customerStepMessages, proposalMessages } from '@agent-portal/contracts/messages';
import { ApiError } from '@/lib/api-error';
import { stubMatchMedia } from '../../customer-data/__tests__/support';
import { SESSION_REMIND_EVENT } from '@/lib/session-events';
import type { StepContext, StepDefinition, StepScreenProps } from '../../registry/types';

stubMatchMedia();
vi.mock('@/lib/access-log', () => ({ logProposalAccess: vi.fn(), logAccess: vi.fn() }));

const { StepHost } = await import('../step-host');

function NameScreen({ control }: StepScreenProps) {
  const { field } = useController({ control, name: 'cusName' });
  return <input aria-label="姓名" value={(field.value as string) ?? ''} onChange={field.onChange} />;
}

type Save = StepDefinition['save'];

function host(
  transCode: string | undefined,
  save: Save,
  load = vi.fn(() => Promise.resolve({ cusName: '' })),
) {
  const ensureTransCode = vi.fn(() => Promise.resolve('TN1'));
  const context: StepContext = {
    stepCode: 'INS_S1',
    transCode,
    compCode: 'CH',
    polInsureType: 'M',
    isPreview: false,
  };
  const step: StepDefinition = {
    place: { codes: { proposalMain: 'INS_S1' } },
    title: '要保人',
    schema: object({ cusName: string() }),
    load,
    save,
    autosave: true,
    Screen: lazy(() => Promise.resolve({ default: NameScreen })),
  };
  render(
    <App>
      <StepHost
        step={step}
        context={context}
        tempSave
        onSaved={() => undefined}
        onChanged={() => undefined}
        onCount={() => undefined}
        ensureTransCode={ensureTransCode}
      />
    </App>,
  );
  return { ensureTransCode, load };
}

const type = async (value: string) => {
  fireEvent.change(await screen.findByLabelText('姓名'), { target: { value } });
};
/** The autosave of what is pending now (the session reminder saves at once, without the quiet time). */
const flush = () =>
  act(async () => {
    window.dispatchEvent(new Event(SESSION_REMIND_EVENT));
    await Promise.resolve();
  });

afterEach(cleanup);

describe('a new wizard creates no empty case (issue 22 item 7)', () => {
  it('typing then clearing a field autosaves nothing and obtains no transaction code', async () => {
    const save = vi.fn<Save>(() => Promise.resolve());
    const { ensureTransCode } = host(undefined, save);
    await screen.findByLabelText('姓名');
    await type('王');
    await type('  ');
    await flush();
    expect(save).not.toHaveBeenCalled();
    expect(ensureTransCode).not.toHaveBeenCalled();
  });

  it('暫存 of an empty new form says so and creates nothing; data typed is saved under a new code', async () => {
    const save = vi.fn<Save>(() => Promise.resolve());
    const { ensureTransCode } = host(undefined, save);
    await screen.findByLabelText('姓名');
    fireEvent.click(screen.getByRole('button', { name: /暫\s*存/ }));
    expect(await screen.findByText(proposalMessages.NOTHING_TO_SAVE)).toBeTruthy();
    expect(ensureTransCode).not.toHaveBeenCalled();
    await type('王大明');
    await flush();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(ensureTransCode).toHaveBeenCalled();
    expect(save.mock.calls[0]![0]).toMatchObject({ transCode: 'TN1', temporary: true, autosave: true });
  });

  it('a case that has a code saves a cleared field (clearing is a change there)', async () => {
    const save = vi.fn<Save>(() => Promise.resolve());
    host(
      'T1',
      save,
      vi.fn(() => Promise.resolve({ cusName: '王大明' })),
    );
    await screen.findByLabelText('姓名');
    await type('');
    await flush();
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('a save over a newer revision offers the choice (issue 22 item 6)', () => {
  const conflict = () =>
    new ApiError({
      code: 'DRAFT_CONFLICT',
      status: 409,
      message: customerStepMessages.DRAFT_CONFLICT,
      timestamp: '',
      conflict: { revision: 1, savedAt: null, latestRevision: 3, latestSavedAt: '2026-11-26T03:04:05Z' },
    });

  it('覆蓋 sends the save again naming the newer revision', async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(conflict()).mockResolvedValue(undefined);
    host('T1', save);
    await type('王大明');
    await flush();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const overwrite = await screen.findByRole('button', { name: /覆\s*蓋/ }, { timeout: 5000 });
    expect(screen.getByText(/較新的版本儲存於 2026\/11\/26 \d\d:04:05/)).toBeTruthy();
    expect(screen.getByText(/本視窗的版本儲存於 不明/)).toBeTruthy();
    fireEvent.click(overwrite);
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]![0]).toMatchObject({ overwrite: 3, autosave: true });
    expect(save.mock.calls[1]![1]).toMatchObject({ cusName: '王大明' });
  });

  it("載入較新版本 loads the step again into the form (this tab's typing dropped)", async () => {
    const save = vi.fn<Save>().mockRejectedValueOnce(conflict());
    const load = vi
      .fn(() => Promise.resolve({ cusName: '' }))
      .mockResolvedValueOnce({ cusName: '' })
      .mockResolvedValueOnce({ cusName: '李小華' });
    host('T1', save, load);
    await type('王大明');
    await flush();
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: customerStepMessages.DRAFT_CONFLICT_RELOAD },
        { timeout: 5000 },
      ),
    );
    await waitFor(async () => expect(await screen.findByLabelText('姓名')).toHaveProperty('value', '李小華'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[1]).toMatchObject([{ fillsForm: true }]);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
