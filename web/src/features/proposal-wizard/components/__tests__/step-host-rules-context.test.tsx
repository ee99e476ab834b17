import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { object, string } from 'yup';
import { stubMatchMedia } from '../../customer-data/__tests__/support';
import { useStepRulesContext } from '../../hooks/step-rules-context';
import type { StepDefinition } from '../../registry/types';

stubMatchMedia();
vi.mock('@/lib/access-log', () => ({ logProposalAccess: vi.fn(), logAccess: vi.fn() }));

const { StepHost } = await import('../step-host');

/** A part of a screen that reads a parameter its step's rules read (n1/n2's SMS card: CUS_AGREE_YN). */
function ParameterScreen() {
  return <output aria-label="cusAgreeYn">{String(useStepRulesContext()?.cusAgreeYn)}</output>;
}

afterEach(cleanup);

describe('the step host hands its loaded validation context to the screen', () => {
  it('loads it once; the screen reads it with no load of its own', async () => {
    const validationContext = vi.fn(() => Promise.resolve({ cusAgreeYn: 'N' }));
    const step: StepDefinition = {
      place: { codes: { proposalMain: 'INS_S1' } },
      title: '要保人',
      schema: object({ note: string() }),
      load: () => Promise.resolve({ note: '' }),
      validationContext,
      save: () => Promise.resolve(),
      Screen: lazy(() => Promise.resolve({ default: ParameterScreen })),
    };
    render(
      <App>
        <StepHost
          step={step}
          context={{
            stepCode: 'INS_S1',
            transCode: 'T1',
            compCode: 'CH',
            polInsureType: 'M',
            isPreview: false,
          }}
          tempSave
          onSaved={() => undefined}
          onChanged={() => undefined}
          onCount={() => undefined}
          ensureTransCode={() => Promise.resolve('T1')}
        />
      </App>,
    );
    expect((await screen.findByLabelText('cusAgreeYn')).textContent).toBe('N');
    expect(validationContext).toHaveBeenCalledTimes(1);
  });
});
