import type { StepScreenProps } from '../../registry/types';
import { PlaceholderScreen } from '../placeholder/placeholder-screen';
import { brokerFormsStep } from '.';

/** n9 經紀人報告書: its own chunk. PLACEHOLDER screen until its issue. */
export default function BrokerFormsScreen(props: StepScreenProps) {
  return <PlaceholderScreen {...props} fields={brokerFormsStep.fields} />;
}
