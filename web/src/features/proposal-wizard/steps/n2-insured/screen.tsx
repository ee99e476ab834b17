import { useEffect, useRef } from 'react';
import { Alert, Card, Col, Form, Row, Space } from 'antd';
import { useWatch } from 'react-hook-form';
import { customerStepMessages } from '@agent-portal/contracts/messages';
import { RELATION } from '@agent-portal/contracts/rules';
import { FormInput } from '@/components/form/form-input';
import { SelectField } from '@/components/form/select-field';
import { getDrafts } from '../customer-shared/customer-steps-api';
import { PARTY_FIELDS, type InsuredValues } from '@agent-portal/contracts/validation/customer-data';
import type { StepScreenProps } from '../../registry/types';
import { PartyFields } from '../customer-shared/party-fields';
import { SmsConsentCard } from '../customer-shared/sms-consent-card';
import { useCustomerOptions } from '../customer-shared/use-customer-options';

/** n2 被保險人: its own chunk. Relation 1 copies the policyholder and locks; leaving 1 wipes the copy (spec 3 §4). */
export default function InsuredScreen({
  control,
  readOnly,
  setValue,
  transCode,
}: StepScreenProps<InsuredValues>) {
  const options = useCustomerOptions();
  const relation = useWatch({ control, name: 'relationOwnerCode' });
  const before = useRef(relation);
  useEffect(() => {
    const was = before.current;
    before.current = relation;
    if (was === relation) return;
    const set = (name: (typeof PARTY_FIELDS)[number], value: string) =>
      setValue(name, value, { shouldDirty: true });
    if (relation === RELATION.SELF && transCode) {
      void getDrafts(transCode).then((d) => {
        for (const f of PARTY_FIELDS) set(f, d.policyholder?.[f] ?? '');
      });
    } else if (was === RELATION.SELF) {
      for (const f of PARTY_FIELDS) set(f, '');
    }
  }, [relation, setValue, transCode]);
  const self = relation === RELATION.SELF;
  return (
    <Form layout="vertical" component="div">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Card title="被保險人資料建立" size="small">
          <Row gutter={16}>
            <Col span={6}>
              <SelectField
                control={control}
                name="relationOwnerCode"
                label="與要保人關係"
                options={options.relation}
                width={200}
              />
            </Col>
            {relation === RELATION.OTHER && (
              <Col span={6}>
                <FormInput
                  control={control}
                  name="relationOwnerOther"
                  label="其他關係"
                  maxLength={5}
                  disabled={readOnly}
                />
              </Col>
            )}
          </Row>
          {self && (
            <Alert
              type="info"
              showIcon
              message={customerStepMessages.REL_SELF_LOCKED}
              style={{ marginBottom: 16 }}
            />
          )}
          <PartyFields party="I" locked={readOnly || self} residenceRequired={false} transCode={transCode} />
        </Card>
        {!self && <SmsConsentCard transCode={transCode} />}
      </Space>
    </Form>
  );
}
