import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { object, string } from 'yup';
import { ApiError } from '@/lib/api-error';
import { stubMatchMedia } from '../../customer-data/__tests__/support';
import { WizardContext, type WizardContextValue } from '../../hooks/wizard-context';
import { BACK_TO_LIST, type StepContext, type StepDefinition } from '../../registry/types';

stubMatchMedia();
vi.mock('@/lib/access-log', () => ({ logProposalAccess: vi.fn(), logAccess: vi.fn() }));

const { StepHost } = await import('../step-host');

const context: StepContext = {
  stepCode: 'INS_S1',
  transCode: 'T1',
  compCode: 'CH',
  polInsureType: 'M',
  isPreview: false,
};

const refusal = (code: string) =>
  new ApiError({ code, status: 409, message: '客戶為制裁名單對象，不得受理投保!', timestamp: '' });

/** A step whose 下一步 check answers as n1/n2's name check does (`load` as the AML step's may refuse). */
function host(beforeNext: StepDefinition['beforeNext'], load?: StepDefinition['load']) {
  const save = vi.fn(() => Promise.resolve());
  const onNext = vi.fn();
  const backToList = vi.fn();
  const step: StepDefinition = {
    place: { codes: { proposalMain: 'INS_S1' } },
    title: '要保人',
    schema: object({ cusIdn: string() }),
    load: load ?? (() => Promise.resolve({ cusIdn: 'B200000040' })),
    save,
    beforeNext,
    Screen: lazy(() => Promise.resolve({ default: () => <span>n1 screen</span> })),
  };
  const wizard: WizardContextValue = {
    ...context,
    ensureTransCode: () => Promise.resolve('T1'),
    backToList,
  };
  render(
    <App>
      <WizardContext.Provider value={wizard}>
        <StepHost
          step={step}
          context={context}
          tempSave
          onNext={onNext}
          onSaved={() => undefined}
          onChanged={() => undefined}
          onCount={() => undefined}
          ensureTransCode={() => Promise.resolve('T1')}
        />
      </WizardContext.Provider>
    </App>,
  );
  return { save, onNext, backToList };
}

afterEach(cleanup);

describe('下一步 after the name check (spec 3 §8)', () => {
  it('E: back to the proposal list, nothing saved, no next step', async () => {
    const { save, onNext, backToList } = host(() => Promise.resolve(BACK_TO_LIST));
    await screen.findByText('n1 screen');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(backToList).toHaveBeenCalledTimes(1));
    expect(save).not.toHaveBeenCalled();
    expect(onNext).not.toHaveBeenCalled();
  });

  it('M or S: the values are saved and the wizard goes on', async () => {
    const { save, onNext, backToList } = host((_ctx, values) =>
      Promise.resolve({ ...values, amlResult: 'H' }),
    );
    await screen.findByText('n1 screen');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ temporary: false }), {
      cusIdn: 'B200000040',
      amlResult: 'H',
    });
    expect(backToList).not.toHaveBeenCalled();
  });

  it('a load refused with NAME_CHECK_STOPPED (the AML step’s check said E) returns to the list', async () => {
    const { backToList } = host(undefined, () => Promise.reject(refusal('NAME_CHECK_STOPPED')));
    await waitFor(() => expect(backToList).toHaveBeenCalledTimes(1));
  });

  it('a final save refused with NAME_CHECK_STOPPED returns to the list; other refusals keep the agent here', async () => {
    const stopped = host((_ctx, values) => Promise.resolve(values));
    stopped.save.mockImplementation(() => Promise.reject(refusal('NAME_CHECK_STOPPED')));
    await screen.findByText('n1 screen');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(stopped.backToList).toHaveBeenCalledTimes(1));
    cleanup();
    const required = host((_ctx, values) => Promise.resolve(values));
    required.save.mockImplementation(() => Promise.reject(refusal('NAME_CHECK_REQUIRED')));
    await screen.findByText('n1 screen');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    await waitFor(() => expect(required.save).toHaveBeenCalled());
    expect(required.backToList).not.toHaveBeenCalled();
    expect(required.onNext).not.toHaveBeenCalled();
  });
});
