import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { amlMessages } from '@agent-portal/contracts/messages';
import { stubMatchMedia } from '../../../customer-data/__tests__/support';
import type { AmlData } from '../aml-api';
import type { AmlFormProps } from '../aml-form';

stubMatchMedia();
vi.mock('@/lib/access-log', () => ({ logProposalAccess: vi.fn(), logAccess: vi.fn() }));
vi.mock('../aml-api', () => ({ getAml: vi.fn() }));
// The AML form itself (its calls and fields) is not the point: its 完成 and 儲存 report back, as the real one does.
vi.mock('../aml-form', () => ({
  AmlForm: ({ onFinished, onSaved }: AmlFormProps) => (
    <>
      <button onClick={onSaved}>儲存</button>
      <button onClick={onFinished}>完成</button>
    </>
  ),
}));

const { getAml } = await import('../aml-api');
const { StepHost } = await import('../../../components/step-host');
const { amlStep } = await import('..');

/** What the BFF reads from the core: the forms saved (EDD too), and whether agentFilesFinish was accepted. */
const coreSays = (finished: boolean) =>
  vi.mocked(getAml).mockResolvedValue({
    riskDone: true,
    eddDone: true,
    edd: 'edd',
    finished,
  } as AmlData);

function host() {
  const onNext = vi.fn();
  render(
    <MemoryRouter initialEntries={['/proposal/proposalMain/steps/AML?transCode=T1']}>
      <App>
        <StepHost
          step={amlStep}
          context={{ stepCode: 'AML', transCode: 'T1', compCode: 'CH', polInsureType: 'M', isPreview: false }}
          tempSave={false}
          onNext={onNext}
          onSaved={() => undefined}
          onChanged={() => undefined}
          onCount={() => undefined}
          ensureTransCode={() => Promise.resolve('T1')}
        />
      </App>
    </MemoryRouter>,
  );
  return { onNext };
}

/** The lazy screen's first render is slow on a shared machine. */
const slow = { timeout: 10_000 };
const next = async () => fireEvent.click(await screen.findByRole('button', { name: /下一步/ }, slow));

beforeEach(() => vi.mocked(getAml).mockReset());
afterEach(cleanup);

describe('the AML step is done only when the core accepted its finish (issue 20)', () => {
  it('saved forms without an accepted finish: 下一步 is refused, going back and forth changes nothing', async () => {
    coreSays(false);
    const { onNext } = host();
    await screen.findByRole('button', { name: '完成' }, slow);
    await next();
    expect(await screen.findByText(amlMessages.FINISH_FIRST, {}, slow)).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
    // Loaded again (the agent came back to the step): still the core's answer, not the saved forms.
    await expect(
      amlStep.load({
        stepCode: 'AML',
        transCode: 'T1',
        compCode: 'CH',
        polInsureType: 'M',
        isPreview: false,
      }),
    ).resolves.toEqual({ amlFinished: false });
  });

  it('a finish the core accepted (read back on load) passes 下一步', async () => {
    coreSays(true);
    const { onNext } = host();
    await screen.findByText(amlMessages.FINISHED, {}, slow);
    await next();
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
  });

  it('完成 marks the step only as the core then says; a later save voids the mark', async () => {
    coreSays(false);
    const { onNext } = host();
    // 完成 answered, but the core does not report the finish: not done.
    fireEvent.click(await screen.findByRole('button', { name: '完成' }, slow));
    await waitFor(() => expect(getAml).toHaveBeenCalledTimes(2));
    await next();
    expect(await screen.findByText(amlMessages.FINISH_FIRST, {}, slow)).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
    // The core took it: done.
    coreSays(true);
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    await screen.findByText(amlMessages.FINISHED, {}, slow);
    // A save afterwards: the core awaits a new 完成, and so does 下一步.
    coreSays(false);
    fireEvent.click(screen.getByRole('button', { name: '儲存' }));
    await waitFor(() => expect(screen.queryByText(amlMessages.FINISHED)).toBeNull());
    await next();
    expect(await screen.findByText(amlMessages.FINISH_FIRST, {}, slow)).toBeTruthy();
    expect(onNext).not.toHaveBeenCalled();
  });
});
