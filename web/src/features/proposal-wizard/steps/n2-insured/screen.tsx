import type { StepScreenProps } from '../../registry/types';
import { PlaceholderScreen } from '../placeholder/placeholder-screen';
import { insuredStep } from '.';

/** n2 被保險人: its own chunk. PLACEHOLDER screen until its issue. */
export default function InsuredScreen(props: StepScreenProps) {
  return <PlaceholderScreen {...props} fields={insuredStep.fields} />;
}
