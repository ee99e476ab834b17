import { App, Button, Card, Col, Form, Row, Space } from 'antd';
import { useController, useWatch } from 'react-hook-form';
import { customerStepMessages } from '@agent-portal/contracts/messages';
import { FormInput } from '@/components/form/form-input';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { ApiError } from '@/lib/api-error';
import { shareAgentOf } from '../customer-shared/customer-steps-api';
import { useCustomerStepWhere } from '../../hooks/use-customer-step-where';
import type { PolicyholderValues } from '@agent-portal/contracts/validation/customer-data';
import type { StepScreenProps } from '../../registry/types';
import { PartyFields } from '../customer-shared/party-fields';
import { useUsNationalityRefusal } from '../customer-shared/party-reminders';
import { SmsConsentCard } from '../customer-shared/sms-consent-card';

/** n1 要保人: its own chunk. */
export default function PolicyholderScreen({
  control,
  readOnly,
  transCode,
}: StepScreenProps<PolicyholderValues>) {
  const { message } = App.useApp();
  const remote = /proposalRemote/.test(window.location.pathname);
  useUsNationalityRefusal();
  const where = useCustomerStepWhere();
  const shareYn = useWatch({ control, name: 'shareYn' });
  const code = useController({ control, name: 'shareAgentCode' });
  const name = useController({ control, name: 'shareAgentName' });
  const lookup = async () => {
    if (!code.field.value) return void message.warning(customerStepMessages.SHARE_AGENT_LOOKUP_FIRST);
    try {
      name.field.onChange((await shareAgentOf(code.field.value, where)).userName);
    } catch (error) {
      name.field.onChange('');
      if (error instanceof ApiError) void message.error(error.body.message);
    }
  };
  return (
    <Form layout="vertical" component="div">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Card title="要保人資料" size="small">
          <PartyFields party="O" locked={readOnly} residenceRequired transCode={transCode} />
        </Card>
        <SmsConsentCard transCode={transCode} />
        {!remote && (
          <Card title="共同招攬" size="small">
            <Row gutter={16} align="bottom">
              <Col span={6}>
                <FormRadioGroup
                  control={control}
                  name="shareYn"
                  label="是否共同招攬"
                  options={[
                    { value: 'Y', label: '是' },
                    { value: 'N', label: '否' },
                  ]}
                />
              </Col>
              {shareYn === 'Y' && (
                <>
                  <Col span={6}>
                    <FormInput
                      control={control}
                      name="shareAgentCode"
                      label="壽險登錄字號"
                      maxLength={20}
                      disabled={readOnly}
                    />
                  </Col>
                  <Col span={3}>
                    <Button onClick={() => void lookup()} style={{ marginBottom: 24 }}>
                      查詢
                    </Button>
                  </Col>
                  <Col span={6}>
                    <FormInput control={control} name="shareAgentName" label="共同招攬業務員姓名" disabled />
                  </Col>
                </>
              )}
            </Row>
          </Card>
        )}
      </Space>
    </Form>
  );
}
