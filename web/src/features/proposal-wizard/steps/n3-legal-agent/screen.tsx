import { Alert, Card, Col, Form, Row, Space } from 'antd';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { customerStepMessages } from '@agent-portal/contracts/messages';
import { LEG_RELATION_OTHER, derivedFromId, padRocYear } from '@agent-portal/contracts/rules';
import { FormInput } from '@/components/form/form-input';
import { SelectField } from '@/components/form/select-field';
import { IdLookupField, lockedAfterLookup } from '../../customer-data';
import {
  LEGAL_IDENTITY,
  type LEGAL_FIELDS,
  type LegalAgentValues,
} from '@agent-portal/contracts/validation/customer-data';
import type { StepScreenProps } from '../../registry/types';
import { BirthFields, PhoneFields } from '../customer-shared/contact-fields';
import { useCustomerOptions } from '../customer-shared/use-customer-options';

interface LegalBoxProps {
  control: Control<LegalAgentValues>;
  party: 'O' | 'I';
  title: string;
  readOnly: boolean;
  setValue: UseFormSetValue<LegalAgentValues>;
  transCode?: string;
}

/** One representative box (spec 3 §2): ID with its lookup, identity, relation (other-text for 3), phone box. */
function LegalBox({ control, party, title, readOnly, setValue, transCode }: LegalBoxProps) {
  const options = useCustomerOptions();
  /** A field of this box, by its path in the step's values. */
  const n = (f: (typeof LEGAL_FIELDS)[number]) => `${party}.${f}` as const;
  const [customerIdn, rel, getDataYn, ...identity] = useWatch({
    control,
    name: [n('cusIdn'), n('legRelOwnerCode'), n('legGetDataYn'), ...LEGAL_IDENTITY.map(n)],
  });
  /** A new ID (typed or looked up) sets the sex and nationality it gives, at the change. */
  const idChanged = (idn: string) => {
    const d = derivedFromId(idn);
    if (d.sex) setValue(n('legSex'), d.sex);
    if (d.nationality) setValue(n('legNationality'), d.nationality);
  };
  const looked = lockedAfterLookup(
    getDataYn,
    Object.fromEntries(LEGAL_IDENTITY.map((f, i) => [f, identity[i]])),
    LEGAL_IDENTITY,
  );
  const off = (name: string) => readOnly || looked.has(name.replace(`${party}.`, ''));
  const col = (node: React.ReactNode, span = 6) => <Col span={span}>{node}</Col>;
  return (
    <Card title={title} size="small" data-testid={`legal-${party}`}>
      <Row gutter={16}>
        {col(
          <IdLookupField
            control={control}
            setValue={setValue}
            name={n('legcusIdn')}
            label="法定代理人身分證字號"
            kind="legal"
            prefix={`${party}.`}
            scope={{ transCode }}
            other={{ idn: customerIdn ?? '', party }}
            disabled={off(n('legcusIdn'))}
            onIdChange={idChanged}
          />,
        )}
        {col(
          <FormInput
            control={control}
            name={n('legcusName')}
            label="法定代理人姓名"
            maxLength={20}
            disabled={off(n('legcusName'))}
          />,
        )}
        {col(
          <SelectField
            control={control}
            name={n('legSex')}
            label="性別"
            options={options.sex}
            width={120}
            disabled={off(n('legSex'))}
          />,
          4,
        )}
        {col(
          <SelectField
            control={control}
            name={n('legNationality')}
            label="國籍"
            options={options.countries}
            width={180}
            disabled={off(n('legNationality'))}
          />,
        )}
      </Row>
      <Row gutter={16}>
        <BirthFields
          control={control}
          names={[n('legbirthYy'), n('legbirthMm'), n('legbirthDd')]}
          off={off}
          formatYear={padRocYear}
        />
        {col(
          <SelectField
            control={control}
            name={n('legRelOwnerCode')}
            label="與法定代理人關係"
            options={options.legRelation}
            width={180}
            disabled={readOnly}
          />,
        )}
        {rel === LEG_RELATION_OTHER &&
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
      <PhoneFields
        control={control}
        company={[n('legPhoneC1'), n('legPhoneC2'), n('legPhoneC3')]}
        home={[n('legPhoneH1'), n('legPhoneH2'), n('legPhoneH3')]}
        mobile={n('legMobile')}
        disabled={readOnly}
      />
    </Card>
  );
}

/** n3 法定代理人: its own chunk. */
export default function LegalAgentScreen({
  control,
  readOnly,
  setValue,
  transCode,
}: StepScreenProps<LegalAgentValues>) {
  const [showO, showI] = useWatch({ control, name: ['showO', 'showI'] });
  const box = (party: 'O' | 'I', title: string) => (
    <LegalBox
      control={control}
      party={party}
      title={title}
      readOnly={readOnly}
      setValue={setValue}
      transCode={transCode}
    />
  );
  return (
    <Form layout="vertical" component="div">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {showO !== 'Y' && showI !== 'Y' && (
          <Alert type="info" showIcon message={customerStepMessages.NO_LEGAL_AGENT} />
        )}
        {showO === 'Y' && box('O', '要保人之法定代理人')}
        {showI === 'Y' && box('I', '被保險人之法定代理人')}
      </Space>
    </Form>
  );
}
