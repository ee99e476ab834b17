import type { StepScreenProps } from '../../registry/types';
import { PlaceholderScreen } from '../placeholder/placeholder-screen';
import { attachmentsStep } from '.';

/** n5 附件上傳: its own chunk. PLACEHOLDER screen until its issue. */
export default function AttachmentsScreen(props: StepScreenProps) {
  return <PlaceholderScreen {...props} fields={attachmentsStep.fields} />;
}
