import type { StepScreenProps } from '../../registry/types';
import { PlaceholderScreen } from '../placeholder/placeholder-screen';
import { policyholderStep } from '.';

/** n1 要保人: its own chunk. PLACEHOLDER screen until its issue. */
export default function PolicyholderScreen(props: StepScreenProps) {
  return <PlaceholderScreen {...props} fields={policyholderStep.fields} />;
}
