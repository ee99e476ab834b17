import { useEffect, useReducer } from 'react';
import { robotCheckReducer, unavailableRobotCheck, type RobotCheckProvider } from './robot-check-provider';

/** The login's robot check: the provider when it loads, else (and after any failure) the typed captcha. */
export function useRobotCheck(provider: RobotCheckProvider = unavailableRobotCheck) {
  const [state, dispatch] = useReducer(robotCheckReducer, { mode: 'loading' });
  useEffect(() => {
    let cancelled = false;
    provider.load().then(
      (available) => !cancelled && dispatch({ type: 'loaded', available }),
      () => !cancelled && dispatch({ type: 'failure', failure: 'error' }),
    );
    return () => {
      cancelled = true;
    };
  }, [provider]);
  return { state, dispatch };
}
