import { useContext } from 'react';
import { App, Button, Space, Tag } from 'antd';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { PartyValues } from '@agent-portal/contracts/validation/customer-data';
import { customerStepMessages, ruleMessages } from '@agent-portal/contracts/messages';
import { SMS_RESEND_SECONDS, isMobilePhone } from '@agent-portal/contracts/rules';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-error';
import { consentOf, sendConsentSms, useConsentState } from './customer-steps-api';
import { WizardContext } from '../../hooks/wizard-context';
import { useCustomerStepWhere } from '../../hooks/use-customer-step-where';

/**
 * SMS consent (spec 3 §4, §8, §9): send needs a name and a 09 mobile; after a send the button waits 120 s, counting
 * down the whole seconds; 查詢同意狀態 reads the consent (agreeYn) the customer gives by clicking the link.
 */
/** The fields the consent reads and sets, on n1's and n2's forms. */
type ConsentValues = Pick<PartyValues, 'cusName' | 'mobile'> & { agreeYn: string };

export function SmsConsent({
  transCode,
  ensureTransCode,
}: {
  transCode: string | undefined;
  ensureTransCode?: () => Promise<string>;
}) {
  const { message } = App.useApp();
  // A new case obtains its transaction code first (the SMS names the case), from the wizard when not given.
  const wizard = useContext(WizardContext);
  const ensure = ensureTransCode ?? wizard?.ensureTransCode;
  const where = useCustomerStepWhere();
  const { control, formState } = useFormContext<ConsentValues>();
  const [cusName, mobile] = useWatch({ control, name: ['cusName', 'mobile'] });
  const agree = useController({ control, name: 'agreeYn' });
  // Measured against the clock (the shared countdown): a throttled background tab still waits the full time.
  const { remaining: left, start } = useCountdown();
  // The core's answer for the name and mobile the step loaded with (after a reload too), read once and not at each
  // keystroke; it speaks for the customer shown only while those are unchanged. 查詢同意狀態 asks for what is typed.
  const loadedName = formState.defaultValues?.cusName?.trim() ?? '';
  const loadedMobile = formState.defaultValues?.mobile ?? '';
  const consent = useConsentState(
    loadedName,
    loadedName && isMobilePhone(loadedMobile) ? loadedMobile : null,
    {
      ...where,
      ...(transCode ? { transCode } : {}),
    },
  );
  const shownAsLoaded = (cusName?.trim() ?? '') === loadedName && (mobile ?? '') === loadedMobile;
  const agreed = agree.field.value === 'Y' || (shownAsLoaded && consent.data?.agreeYn === 'Y');

  const ready = () => {
    if (!cusName?.trim() || !isMobilePhone(mobile ?? '')) {
      void message.warning(ruleMessages.SMS_NEEDS_NAME_AND_MOBILE);
      return false;
    }
    return true;
  };
  const send = async () => {
    if (!ready()) return;
    try {
      const code = transCode ?? (await ensure?.()) ?? '';
      const { result } = await sendConsentSms(code, cusName!.trim(), mobile!, where);
      if (result === 'ALREADY_AGREED') {
        agree.field.onChange('Y');
        void message.info(customerStepMessages.SMS_ALREADY_AGREED);
        return;
      }
      start(SMS_RESEND_SECONDS);
      void message.success(customerStepMessages.SMS_SENT);
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.body.message);
    }
  };
  const refresh = async () => {
    if (!ready()) return;
    const answer = await consentOf(cusName!.trim(), mobile!, {
      ...where,
      ...(transCode ? { transCode } : {}),
    });
    agree.field.onChange(answer.agreeYn);
    if (shownAsLoaded) void consent.mutate(answer, { revalidate: false });
  };
  return (
    <Space>
      <Button onClick={() => void send()} disabled={left > 0} data-testid="sms-send">
        {left > 0 ? customerStepMessages.SMS_RESEND_IN(left) : '發送簡訊同意'}
      </Button>
      <Button onClick={() => void refresh()}>查詢同意狀態</Button>
      {agreed ? (
        <Tag color="green">{customerStepMessages.CONSENT_AGREED}</Tag>
      ) : (
        <Tag>{customerStepMessages.CONSENT_NOT_YET}</Tag>
      )}
    </Space>
  );
}
