import { createContext, useContext } from 'react';

/**
 * The step's validation context as the step host loaded it once (`StepDefinition.validationContext`: the agent, the
 * parameters, the case type): a screen reads what its rules read, with no load of its own.
 */
export const StepRulesContext = createContext<Record<string, unknown> | undefined>(undefined);

export const useStepRulesContext = () => useContext(StepRulesContext);
