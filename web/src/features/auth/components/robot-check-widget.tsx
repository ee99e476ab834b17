import { useEffect, useRef, type Dispatch } from 'react';
import type { RobotCheckEvent, RobotCheckProvider } from '../robot-check';

interface RobotCheckWidgetProps {
  provider: RobotCheckProvider;
  dispatch: Dispatch<RobotCheckEvent>;
}

/** Where the provider renders its widget (「我不是機器人」). */
export function RobotCheckWidget({ provider, dispatch }: RobotCheckWidgetProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return undefined;
    return provider.mount(ref.current, {
      onToken: (token) => dispatch({ type: 'token', token }),
      onFailure: (failure) => dispatch({ type: 'failure', failure }),
    });
  }, [provider, dispatch]);
  return <div ref={ref} style={{ minHeight: 78, marginBottom: 24 }} />;
}
