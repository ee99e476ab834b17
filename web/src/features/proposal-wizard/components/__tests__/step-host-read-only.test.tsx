import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { useController } from 'react-hook-form';
import { object, string } from 'yup';
import { stubMatchMedia } from '../../customer-data/__tests__/support';
import type { StepDefinition, StepScreenProps } from '../../registry/types';
import { writtenAnalysisStep } from '../../steps/n7-written-analysis';

stubMatchMedia();
vi.mock('@/lib/access-log', () => ({ logProposalAccess: vi.fn(), logAccess: vi.fn() }));

const { StepHost } = await import('../step-host');

/** The screen shows what the host tells it: its field disabled when read-only. */
function NoteScreen({ control, readOnly }: StepScreenProps) {
  const { field } = useController({ control, name: 'note' });
  return (
    <input
      aria-label="note"
      disabled={readOnly}
      value={(field.value as string) ?? ''}
      onChange={field.onChange}
    />
  );
}

/** A step shaped like n7 (its own readOnlyOnLoad), loading an analysis the BFF calls read-only or not. */
function stepLoading(readOnly: boolean): StepDefinition {
  return {
    place: { codes: { proposalMain: 'REMOTE_S6' } },
    title: '書面分析報告',
    schema: object({ note: string() }),
    load: () => Promise.resolve({ note: 'saved', info: { status: 'T', readOnly } }),
    readOnlyOnLoad: writtenAnalysisStep.readOnlyOnLoad,
    save: () => Promise.resolve(),
    clear: (v) => v,
    autosave: true,
    Screen: lazy(() => Promise.resolve({ default: NoteScreen })),
  };
}

function host(readOnly: boolean) {
  render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <App>
        <StepHost
          step={stepLoading(readOnly)}
          context={{
            stepCode: 'REMOTE_S6',
            transCode: 'T1',
            compCode: 'CH',
            polInsureType: 'R',
            isPreview: false,
          }}
          tempSave
          onPrevious={() => undefined}
          onNext={() => undefined}
          onSaved={() => undefined}
          onChanged={() => undefined}
          onCount={() => undefined}
          ensureTransCode={() => Promise.resolve('T1')}
        />
      </App>
    </ConfigProvider>,
  );
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

afterEach(cleanup);

describe('a step its loaded values make read-only (remote n7 past its acceptance date)', () => {
  it('disables the fields and every action but 上一步', async () => {
    host(true);
    expect(((await screen.findByLabelText('note')) as HTMLInputElement).disabled).toBe(true);
    expect(button('暫存').disabled).toBe(true);
    expect(button('清除本頁資料').disabled).toBe(true);
    expect(button('下一步').disabled).toBe(true);
    expect(button('上一步').disabled).toBe(false);
  });

  it('leaves an editable one as it was', async () => {
    host(false);
    expect(((await screen.findByLabelText('note')) as HTMLInputElement).disabled).toBe(false);
    expect(button('暫存').disabled).toBe(false);
    expect(button('清除本頁資料').disabled).toBe(false);
    expect(button('下一步').disabled).toBe(false);
  });
});
