import type { StepScreenProps } from '../../registry/types';
import { PlaceholderScreen } from '../placeholder/placeholder-screen';
import { checkItemsStep } from '.';

/** n4 檢核項目: its own chunk. PLACEHOLDER screen until its issue. */
export default function CheckItemsScreen(props: StepScreenProps) {
  return <PlaceholderScreen {...props} fields={checkItemsStep.fields} />;
}
