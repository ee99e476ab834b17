import { useEffect, useReducer, useState } from 'react';
import { Spin } from 'antd';
import type { FieldValues } from 'react-hook-form';
import type { StepEntry } from '../registry/types';
import { StepHost, type StepHostProps } from './step-host';

export interface StepLoaderProps extends Omit<StepHostProps<FieldValues>, 'step'> {
  /** The registry's line of the step: its definition is a chunk of its own. */
  step: StepEntry;
}

/**
 * The step host once the step's definition (schema, load, save, screen) loaded; the spinner the step's screen shows
 * while it loads until then. A definition that failed to load goes to the error boundary, as a screen's chunk does.
 */
export function StepLoader({ step, ...host }: StepLoaderProps) {
  const definition = step.loaded();
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!definition) step.definition().then(loaded, (error: unknown) => setFailure({ error }));
  }, [step, definition]);
  if (failure) throw failure.error;
  if (!definition) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return <StepHost step={definition} {...host} />;
}
