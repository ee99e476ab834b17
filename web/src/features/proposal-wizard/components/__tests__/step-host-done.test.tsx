import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useController } from 'react-hook-form';
import { object, string } from 'yup';
import { stubMatchMedia } from '../../customer-data/__tests__/support';
import type { StepDefinition, StepScreenProps } from '../../registry/types';
import { writtenAnalysisStep } from '../../steps/n7-written-analysis';

stubMatchMedia();
vi.mock('@/lib/access-log', () => ({ logProposalAccess: vi.fn(), logAccess: vi.fn() }));

const { StepHost } = await import('../step-host');

function NoteScreen({ control }: StepScreenProps) {
  const { field } = useController({ control, name: 'note' });
  return <input aria-label="note" value={(field.value as string) ?? ''} onChange={field.onChange} />;
}

/** A step shaped like n7 (its own doneOnLoad), loading an analysis of the given status. */
function stepLoading(status: '' | 'T' | 'S'): StepDefinition {
  return {
    place: { codes: { proposalMain: 'INS_S7' } },
    title: '書面分析報告',
    schema: object({ note: string() }),
    load: () => Promise.resolve({ note: 'saved', info: { status } }),
    doneOnLoad: writtenAnalysisStep.doneOnLoad,
    save: () => Promise.resolve(),
    Screen: lazy(() => Promise.resolve({ default: NoteScreen })),
  };
}

function host(status: '' | 'T' | 'S', isPreview = false) {
  const onDone = vi.fn();
  const onChanged = vi.fn();
  render(
    <App>
      <StepHost
        step={stepLoading(status)}
        context={{ stepCode: 'INS_S7', transCode: 'T1', compCode: 'CH', polInsureType: 'M', isPreview }}
        tempSave
        onSaved={() => undefined}
        onChanged={onChanged}
        onDone={onDone}
        onCount={() => undefined}
        ensureTransCode={() => Promise.resolve('T1')}
      />
    </App>,
  );
  return { onDone, onChanged };
}

afterEach(cleanup);

describe('a step done on load (n7: submitted and unchanged, spec 3 §4)', () => {
  it('a submitted analysis marks the tab done when it loads; a change then drops the mark', async () => {
    const { onDone, onChanged } = host('S');
    const note = await screen.findByLabelText('note');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onChanged).not.toHaveBeenCalled();
    fireEvent.change(note, { target: { value: 'edited' } });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
  });

  it.each(['T', ''] as const)('status %j (draft or none) is not done on load', async (status) => {
    const { onDone } = host(status);
    await screen.findByLabelText('note');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('preview marks nothing', async () => {
    const { onDone } = host('S', true);
    await screen.findByLabelText('note');
    expect(onDone).not.toHaveBeenCalled();
  });
});
