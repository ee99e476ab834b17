import type { StepScreenProps } from '../../registry/types';
import { PlaceholderScreen } from '../placeholder/placeholder-screen';
import { legalAgentStep } from '.';

/** n3 法定代理人: its own chunk. PLACEHOLDER screen until its issue. */
export default function LegalAgentScreen(props: StepScreenProps) {
  return <PlaceholderScreen {...props} fields={legalAgentStep.fields} />;
}
