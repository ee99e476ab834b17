import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { useController } from 'react-hook-form';
import { object, string } from 'yup';
import { ruleMessages } from '@agent-portal/contracts/messages';
import { stubMatchMedia } from '../../customer-data/__tests__/support';
import { ApiError } from '@/lib/api-error';
import type { StepDefinition, StepScreenProps } from '../../registry/types';
import { insuredStep } from '../../steps/n2-insured';

stubMatchMedia();
vi.mock('@/lib/access-log', () => ({ logProposalAccess: vi.fn(), logAccess: vi.fn() }));

const { StepHost } = await import('../step-host');

function Field({ control, name }: Pick<StepScreenProps, 'control'> & { name: string }) {
  const { field } = useController({ control, name });
  return <input aria-label={name} value={(field.value as string) ?? ''} onChange={field.onChange} />;
}
const Screen = ({ control }: StepScreenProps) => (
  <>
    <Field control={control} name="relationOwnerCode" />
    <Field control={control} name="salaryLast" />
  </>
);

const finance = ruleMessages.FINANCE_DIFFERS('薪資收入');

/** n2's own alertOnNext over a schema that refuses a spouse (the real rule reads the policyholder too). */
function step(save: StepDefinition['save']): StepDefinition {
  return {
    place: { codes: { proposalMain: 'INS_S2' } },
    title: '被保險人',
    schema: object({
      relationOwnerCode: string().test('spouse', ruleMessages.SPOUSE_MARRY_MISMATCH, (v) => v !== '2'),
      salaryLast: string(),
    }),
    load: () => Promise.resolve({ relationOwnerCode: '2', salaryLast: '' }),
    alertOnNext: insuredStep.alertOnNext,
    save,
    Screen: lazy(() => Promise.resolve({ default: Screen })),
  };
}

function host(save: StepDefinition['save']) {
  const onNext = vi.fn();
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <StepHost
          step={step(save)}
          context={{
            stepCode: 'INS_S2',
            transCode: 'T1',
            compCode: 'CH',
            polInsureType: 'M',
            isPreview: false,
          }}
          tempSave={false}
          onNext={onNext}
          onSaved={() => undefined}
          onChanged={() => undefined}
          onCount={() => undefined}
          ensureTransCode={() => Promise.resolve('T1')}
        />
      </App>
    </ConfigProvider>,
  );
  return onNext;
}

const slow = { timeout: 10_000 };
afterEach(cleanup);

describe('refusals the agent must read (issue 41)', () => {
  it('n2: the spouse / marital-status mismatch is an alert on 下一步 (spec 3 §5), not only a field remark', async () => {
    const onNext = host(() => Promise.resolve());
    await screen.findByLabelText('relationOwnerCode', {}, slow);
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(dialog.textContent).toContain(ruleMessages.SPOUSE_MARRY_MISMATCH);
    expect(onNext).not.toHaveBeenCalled();
  });

  it('a save refused with values to fill (FINANCE_DIFFERS): the 前次 figures go into the form, the message stays', async () => {
    const refusal = new ApiError({
      code: 'FINANCE_DIFFERS',
      status: 409,
      message: finance,
      timestamp: new Date().toISOString(),
      requestId: 'r1',
      fill: { salaryLast: '120' },
    });
    const onNext = host(() => Promise.reject(refusal));
    fireEvent.change(await screen.findByLabelText('relationOwnerCode', {}, slow), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(dialog.textContent).toContain(finance);
    await waitFor(() => expect((screen.getByLabelText('salaryLast') as HTMLInputElement).value).toBe('120'));
    expect(onNext).not.toHaveBeenCalled();
  });
});
