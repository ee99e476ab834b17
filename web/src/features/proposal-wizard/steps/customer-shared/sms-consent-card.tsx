import { Card } from 'antd';
import { SmsConsent } from './sms-consent';
import { useCustomerContext } from './use-customer-context';

/**
 * The 個資同意 card of n1 and n2: shown only when the system parameter CUS_AGREE_YN is Y (spec 3 §9, issue 23
 * item 4); the BFF refuses the SMS when it is not (CONSENT_OFF) and skips the consent gate.
 */
export function SmsConsentCard({ transCode }: { transCode: string | undefined }) {
  if (useCustomerContext()?.cusAgreeYn !== 'Y') return null;
  return (
    <Card title="個資同意" size="small">
      <SmsConsent transCode={transCode} />
    </Card>
  );
}
