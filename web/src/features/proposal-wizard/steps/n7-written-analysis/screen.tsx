import type { StepScreenProps } from '../../registry/types';
import { PlaceholderScreen } from '../placeholder/placeholder-screen';
import { writtenAnalysisStep } from '.';

/** n7 書面分析報告: its own chunk. PLACEHOLDER screen until its issue. */
export default function WrittenAnalysisScreen(props: StepScreenProps) {
  return <PlaceholderScreen {...props} fields={writtenAnalysisStep.fields} />;
}
