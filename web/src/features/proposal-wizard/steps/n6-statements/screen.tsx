import type { StepScreenProps } from '../../registry/types';
import { PlaceholderScreen } from '../placeholder/placeholder-screen';
import { statementsStep } from '.';

/** n6 其他聲明事項: its own chunk. PLACEHOLDER screen until its issue. */
export default function StatementsScreen(props: StepScreenProps) {
  return <PlaceholderScreen {...props} fields={statementsStep.fields} />;
}
