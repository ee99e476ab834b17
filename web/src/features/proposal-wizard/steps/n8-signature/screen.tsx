import type { StepScreenProps } from '../../registry/types';
import { PlaceholderScreen } from '../placeholder/placeholder-screen';
import { signatureStep } from '.';

/** n8 簽名: its own chunk. PLACEHOLDER screen until its issue. */
export default function SignatureScreen(props: StepScreenProps) {
  return <PlaceholderScreen {...props} fields={signatureStep.fields} />;
}
