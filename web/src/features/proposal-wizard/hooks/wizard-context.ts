import { createContext, useContext } from 'react';
import type { StepContext } from '../registry/types';

/** What a step's screen may ask the container for, beside its form (spec 3 §2). */
export interface WizardContextValue extends StepContext {
  /** The transaction code now, obtaining one first when the case has none yet (spec 3 §7). */
  ensureTransCode(): Promise<string>;
  /** Back to the proposal list without asking (the jump, a finished case). */
  backToList(): void;
}

export const WizardContext = createContext<WizardContextValue | null>(null);

/**
 * The open case and step for a step's screen: transCode, stepCode, compCode, polInsureType, isPreview. Only inside
 * the wizard container (a screen rendered elsewhere, e.g. a unit test, provides `WizardContext` itself).
 */
export function useWizardContext(): WizardContextValue {
  const value = useContext(WizardContext);
  if (!value) throw new Error('useWizardContext outside the wizard container');
  return value;
}
