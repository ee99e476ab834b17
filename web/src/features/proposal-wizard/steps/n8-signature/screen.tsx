import { Suspense, useCallback } from 'react';
import { Spin } from 'antd';
import { useController } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { proposalWizardPath, WIZARD_LAST_STEP } from '@/config/paths';
import { useWizardSlots } from '../../hooks/wizard-slots';
import type { StepScreenProps } from '../../registry/types';
import type { SignatureStepValues } from './index';
import { useSigningJump } from './use-signing-jump';

/** n8 簽名: its own chunk; the signing component is a chunk of its own too (pdf.js, signature_pad). */
export default function SignatureScreen({ control, readOnly }: StepScreenProps<SignatureStepValues>) {
  const [search] = useSearchParams();
  const { enterpoint } = useParams();
  const navigate = useNavigate();
  const { SignatureStep } = useWizardSlots();
  const jump = useSigningJump('INS_S8');
  const { field } = useController({ name: 'signComplete', control });
  const transCode = search.get('transCode') ?? undefined;
  const compCode = search.get('compCode') ?? undefined;
  const { onChange } = field;
  const onComplete = useCallback((complete: boolean) => onChange(complete), [onChange]);

  const toBrokerForms = () => {
    if (!transCode || !compCode) return;
    navigate(
      proposalWizardPath({
        enterpoint,
        transCode,
        compCode,
        polInsureType: 'M',
        routerPage: WIZARD_LAST_STEP.M,
        isPreview: readOnly || undefined,
      }),
    );
  };

  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
      <SignatureStep
        transCode={transCode}
        readOnly={readOnly}
        onComplete={onComplete}
        onCompleted={toBrokerForms}
        showJump={!readOnly}
        onJump={jump}
      />
    </Suspense>
  );
}
