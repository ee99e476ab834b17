import { useEffect } from 'react';
import { Alert, Card, Col, Form, Row, Space } from 'antd';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { customerStepMessages } from '@agent-portal/contracts/messages';
import { derivedFromId } from '@agent-portal/contracts/rules';
import { FormInput } from '@/components/form/form-input';
import { SelectField } from '@/components/form/select-field';
import type { StepScreenProps } from '../../registry/types';
import { useCustomerOptions } from '../customer-shared/use-customer-options';

const upper = (v: string) => v.toUpperCase();
const digits = (v: string) => v.replace(/\D/g, '');

function LegalBox({
  control,
  party,
  title,
  readOnly,
  setValue,
}: {
  control: Control<FieldValues>;
  party: 'O' | 'I';
  title: string;
  readOnly: boolean;
  setValue: StepScreenProps['setValue'];
}) {
  const options = useCustomerOptions();
  const n = (f: string) => `${party}.${f}`;
  const [id, rel, locked] = useWatch({
    control,
    name: [n('legcusIdn'), n('legRelOwnerCode'), n('legGetDataYn')],
  }) as (string | undefined)[];
  useEffect(() => {
    const d = derivedFromId(id);
    if (d.sex) setValue?.(n('legSex'), d.sex);
    if (d.nationality) setValue?.(n('legNationality'), d.nationality);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the ID drives them
  }, [id]);
  const lock = readOnly || locked === 'Y';
  const col = (node: React.ReactNode, span = 6) => <Col span={span}>{node}</Col>;
  return (
    <Card title={title} size="small" data-testid={`legal-${party}`}>
      <Row gutter={16}>
        {col(
          <FormInput
            control={control}
            name={n('legcusIdn')}
            label="法定代理人身分證字號"
            maxLength={10}
            transform={upper}
            disabled={lock}
          />,
        )}
        {col(
          <FormInput
            control={control}
            name={n('legcusName')}
            label="法定代理人姓名"
            maxLength={20}
            disabled={lock}
          />,
        )}
        {col(
          <SelectField control={control} name={n('legSex')} label="性別" options={options.sex} width={120} />,
          4,
        )}
        {col(
          <SelectField
            control={control}
            name={n('legNationality')}
            label="國籍"
            options={options.countries}
            width={180}
          />,
        )}
      </Row>
      <Row gutter={16}>
        {col(
          <FormInput
            control={control}
            name={n('legbirthYy')}
            label="出生年(民國)"
            maxLength={3}
            transform={digits}
            disabled={lock}
          />,
          4,
        )}
        {col(
          <FormInput
            control={control}
            name={n('legbirthMm')}
            label="出生月"
            maxLength={2}
            transform={digits}
            disabled={lock}
          />,
          4,
        )}
        {col(
          <FormInput
            control={control}
            name={n('legbirthDd')}
            label="出生日"
            maxLength={2}
            transform={digits}
            disabled={lock}
          />,
          4,
        )}
        {col(
          <SelectField
            control={control}
            name={n('legRelOwnerCode')}
            label="與法定代理人關係"
            options={options.legRelation}
            width={180}
          />,
        )}
        {rel === '3' &&
          col(
            <FormInput
              control={control}
              name={n('legRelOwnerOther')}
              label="其他關係"
              maxLength={5}
              disabled={readOnly}
            />,
          )}
      </Row>
      <Row gutter={16}>
        {col(
          <FormInput
            control={control}
            name={n('legPhoneC1')}
            label="公司電話 區碼"
            maxLength={4}
            transform={digits}
            disabled={readOnly}
          />,
          3,
        )}
        {col(
          <FormInput
            control={control}
            name={n('legPhoneC2')}
            label="號碼"
            maxLength={8}
            transform={digits}
            disabled={readOnly}
          />,
          4,
        )}
        {col(
          <FormInput
            control={control}
            name={n('legPhoneC3')}
            label="分機"
            maxLength={5}
            transform={digits}
            disabled={readOnly}
          />,
          3,
        )}
        {col(
          <FormInput
            control={control}
            name={n('legPhoneH1')}
            label="住家電話 區碼"
            maxLength={4}
            transform={digits}
            disabled={readOnly}
          />,
          3,
        )}
        {col(
          <FormInput
            control={control}
            name={n('legPhoneH2')}
            label="號碼"
            maxLength={8}
            transform={digits}
            disabled={readOnly}
          />,
          4,
        )}
        {col(
          <FormInput
            control={control}
            name={n('legPhoneH3')}
            label="分機"
            maxLength={5}
            transform={digits}
            disabled={readOnly}
          />,
          3,
        )}
        {col(
          <FormInput
            control={control}
            name={n('legMobile')}
            label="行動電話"
            maxLength={10}
            transform={digits}
            disabled={readOnly}
          />,
          4,
        )}
      </Row>
    </Card>
  );
}

/** n3 法定代理人: its own chunk. */
export default function LegalAgentScreen({ control, readOnly, setValue }: StepScreenProps) {
  const [showO, showI] = useWatch({ control, name: ['showO', 'showI'] }) as (string | undefined)[];
  return (
    <Form layout="vertical" component="div">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {showO !== 'Y' && showI !== 'Y' && (
          <Alert type="info" showIcon message={customerStepMessages.NO_LEGAL_AGENT} />
        )}
        {showO === 'Y' && (
          <LegalBox
            control={control}
            party="O"
            title="要保人之法定代理人"
            readOnly={readOnly}
            setValue={setValue}
          />
        )}
        {showI === 'Y' && (
          <LegalBox
            control={control}
            party="I"
            title="被保險人之法定代理人"
            readOnly={readOnly}
            setValue={setValue}
          />
        )}
      </Space>
    </Form>
  );
}
