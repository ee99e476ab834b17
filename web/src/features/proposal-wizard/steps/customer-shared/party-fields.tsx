import { useEffect } from 'react';
import { Col, Form, Row } from 'antd';
import { useController, useFormContext, useWatch, type Control } from 'react-hook-form';
import type { PartyValues } from '@agent-portal/contracts/validation/customer-data';
import { FormInput } from '@/components/form/form-input';
import { SelectField } from '@/components/form/select-field';
import { IdLookupField, lockedAfterLookup, RecordAddressField } from '../../customer-data';
import { BirthFields, PhoneFields } from './contact-fields';
import { FinanceTable } from './finance-table';
import { idDefaults, partyDerived } from './party-derived';
import { useAgeChangedReminder, type PartyKind } from './party-reminders';
import { useCustomerContext } from './use-customer-context';
import { useCustomerOptions } from './use-customer-options';

interface PartyFieldsProps {
  /** The policyholder (O) or the insured (I): the age-changed reminder names them. */
  party: PartyKind;
  /** Every field read-only (preview, or the insured with relation 1). */
  locked: boolean;
  /** The registered address's label: 戶籍地址 (policyholder) or 戶籍地址 of the insured. */
  residenceRequired: boolean;
  transCode?: string;
}

/** The identity fields an ID lookup locks where it filled them (spec 3 §4). */
const LOOKUP_LOCKABLE = ['cusIdn', 'cusName', 'sex', 'birthYy', 'birthMm', 'birthDd', 'nationality'] as const;

function useLookupLocks(control: Control<PartyValues>): (name: string) => boolean {
  const getDataYn = useWatch({ control, name: 'getDataYn' });
  const values = useWatch({ control, name: [...LOOKUP_LOCKABLE] });
  const locked = lockedAfterLookup(
    getDataYn,
    Object.fromEntries(LOOKUP_LOCKABLE.map((n, i) => [n, values[i]])),
    LOOKUP_LOCKABLE,
  );
  return (name) => locked.has(name);
}

/**
 * Identity, birth, addresses, marital status, phones, e-mail, job and finance: the fields n1 and n2 share, on the
 * step's form (its context), whose values hold a party's (PartyValues).
 */
export function PartyFields(props: PartyFieldsProps) {
  const { party, locked, residenceRequired, transCode } = props;
  const { control, setValue } = useFormContext<PartyValues>();
  const options = useCustomerOptions();
  // The reminder compares the age stored with the draft with the one the birth date gives today.
  useAgeChangedReminder(party);
  const [yy, mm, dd] = useWatch({ control, name: ['birthYy', 'birthMm', 'birthDd'] });
  const { insureAge } = partyDerived({ birthYy: yy, birthMm: mm, birthDd: dd });
  const sex = useController({ control, name: 'sex' });
  const nationality = useController({ control, name: 'nationality' });
  /** A new ID (typed or looked up) sets the sex and nationality it gives, at once. */
  const idChanged = (id: string) => {
    const d = idDefaults(id, nationality.field.value);
    if (d.sex && sex.field.value !== d.sex) sex.field.onChange(d.sex);
    if (d.nationality) nationality.field.onChange(d.nationality);
  };
  const lookedUp = useLookupLocks(control);
  // Remote native mode (REMOTE_NATIVE_YN Y, spec 3 §5): the nationality is TW, set and not to be changed.
  const context = useCustomerContext();
  const remoteNative = /proposalRemote/.test(window.location.pathname) && context?.remoteNativeYn === 'Y';
  // Set as the form's own value, not the agent's change: opening a step starts no autosave (no empty case).
  const nationalityValue = nationality.field.value;
  useEffect(() => {
    if (remoteNative && !locked && nationalityValue !== 'TW') setValue('nationality', 'TW');
  }, [remoteNative, locked, nationalityValue, setValue]);
  const off = (name: string) => locked || lookedUp(name) || (name === 'nationality' && remoteNative);
  const col = (node: React.ReactNode, span = 6) => <Col span={span}>{node}</Col>;
  return (
    <>
      <Row gutter={16}>
        {col(
          <IdLookupField
            control={control}
            setValue={setValue}
            name="cusIdn"
            kind="customer"
            scope={{ transCode }}
            disabled={off('cusIdn')}
            onIdChange={idChanged}
          />,
        )}
        {col(
          <FormInput
            control={control}
            name="cusName"
            label="姓名"
            maxLength={20}
            disabled={off('cusName')}
          />,
        )}
        {col(
          <SelectField
            control={control}
            name="sex"
            label="性別"
            options={options.sex}
            width={120}
            disabled={off('sex')}
          />,
        )}
        {col(
          <SelectField
            control={control}
            name="nationality"
            label="國籍"
            options={options.countries}
            width={200}
            disabled={off('nationality')}
          />,
        )}
      </Row>
      <Row gutter={16}>
        <BirthFields control={control} names={['birthYy', 'birthMm', 'birthDd']} off={off} />
        {col(
          <Form.Item label="保險年齡">
            <span data-testid="insure-age">{insureAge ? `${insureAge}歲` : '-'}</span>
          </Form.Item>,
          4,
        )}
        {col(
          <SelectField
            control={control}
            name="marryCode"
            label="婚姻狀況"
            options={options.marry}
            width={160}
            disabled={locked}
          />,
        )}
      </Row>
      <RecordAddressField
        control={control}
        setValue={setValue}
        type="R"
        scope={{ transCode }}
        disabled={locked}
      />
      <RecordAddressField
        control={control}
        setValue={setValue}
        type="L"
        label={residenceRequired ? '居住地址' : '居住地址(選填)'}
        scope={{ transCode }}
        disabled={locked}
        withSameAs
      />
      <PhoneFields
        control={control}
        company={['phoneC1', 'phoneC2', 'phoneC3']}
        home={['phoneH1', 'phoneH2', 'phoneH3']}
        mobile="mobile"
        disabled={locked}
        after={
          <>
            {col(
              <FormInput control={control} name="email" label="E-mail" maxLength={40} disabled={locked} />,
            )}
            {col(
              <SelectField
                control={control}
                name="jobCode"
                label="職業"
                options={options.jobs}
                width={260}
                disabled={locked}
              />,
              12,
            )}
          </>
        }
      />
      <FinanceTable disabled={locked} />
    </>
  );
}
