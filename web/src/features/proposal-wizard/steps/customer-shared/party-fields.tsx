import { useEffect } from 'react';
import { Checkbox, Col, Form, Input, Row, Table, Typography } from 'antd';
import {
  useController,
  useWatch,
  type Control,
  type FieldValues,
  type UseFormSetValue,
} from 'react-hook-form';
import {
  FINANCE_ROWS,
  agesFromRoc,
  assetsOf,
  cleanMoney,
  derivedFromId,
} from '@agent-portal/contracts/rules';
import { FormInput } from '@/components/form/form-input';
import { SelectField } from '@/components/form/select-field';
import { IdLookupField, lockedAfterLookup, RecordAddressField } from '../../customer-data';
import { BirthFields, PhoneFields } from './contact-fields';
import { useAgeChangedReminder, type PartyKind } from './party-reminders';
import { useCustomerOptions } from './use-customer-options';

const upper = (v: string) => v.toUpperCase();

interface PartyFieldsProps {
  control: Control<FieldValues>;
  /** The policyholder (O) or the insured (I): the age-changed reminder names them. */
  party: PartyKind;
  /** Every field read-only (preview, or the insured with relation 1). */
  locked: boolean;
  /** The registered address's label: 戶籍地址 (policyholder) or 戶籍地址 of the insured. */
  residenceRequired: boolean;
  /** With the form's setValue: the ID lookup (magnifier) and the address dialogs (issue 10, g10b's pieces). */
  setValue?: UseFormSetValue<FieldValues>;
  transCode?: string;
}

/** The identity fields an ID lookup locks where it filled them (spec 3 §4). */
const LOOKUP_LOCKABLE = ['cusIdn', 'cusName', 'sex', 'birthYy', 'birthMm', 'birthDd', 'nationality'] as const;

function useLookupLocks(control: Control<FieldValues>): (name: string) => boolean {
  const getDataYn = useWatch({ control, name: 'getDataYn' }) as unknown;
  const values = useWatch({ control, name: [...LOOKUP_LOCKABLE] }) as unknown[];
  const locked = lockedAfterLookup(
    getDataYn,
    Object.fromEntries(LOOKUP_LOCKABLE.map((n, i) => [n, values[i]])),
    LOOKUP_LOCKABLE,
  );
  return (name) => locked.has(name);
}

/** Sex and nationality from a valid ID; insurance and actual age from the ROC birth date (spec 3 §4, §5). */
function useDerived(control: Control<FieldValues>) {
  const id = useWatch({ control, name: 'cusIdn' }) as string | undefined;
  const [yy, mm, dd] = useWatch({ control, name: ['birthYy', 'birthMm', 'birthDd'] }) as (
    string | undefined
  )[];
  const sex = useController({ control, name: 'sex' });
  const nationality = useController({ control, name: 'nationality' });
  const insureAge = useController({ control, name: 'insureAge' });
  const actualAge = useController({ control, name: 'actualAge' });
  useEffect(() => {
    const d = derivedFromId(id);
    if (d.sex && sex.field.value !== d.sex) sex.field.onChange(d.sex);
    if (d.nationality && !nationality.field.value) nationality.field.onChange(d.nationality);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the ID drives them
  }, [id]);
  useEffect(() => {
    const ages = agesFromRoc(yy, mm, dd);
    const text = (n: number | null) => (n === null ? '' : String(n));
    if (insureAge.field.value !== text(ages.insureAge)) insureAge.field.onChange(text(ages.insureAge));
    if (actualAge.field.value !== text(ages.actualAge)) actualAge.field.onChange(text(ages.actualAge));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the birth date drives them
  }, [yy, mm, dd]);
  return { insureAge: insureAge.field.value as string };
}

function SameAddress({ control, disabled }: { control: Control<FieldValues>; disabled: boolean }) {
  const same = useController({ control, name: 'sameAddrYn' });
  const full = useController({ control, name: 'addrFull' });
  const flag = useController({ control, name: 'checkAddrYn' });
  const [fullR, flagR] = useWatch({ control, name: ['addrFullR', 'checkAddrRYn'] }) as (string | undefined)[];
  useEffect(() => {
    if (same.field.value === 'Y' && (full.field.value !== fullR || flag.field.value !== flagR)) {
      full.field.onChange(fullR ?? '');
      flag.field.onChange(flagR ?? '');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [same.field.value, fullR, flagR]);
  return (
    <Checkbox
      disabled={disabled}
      checked={same.field.value === 'Y'}
      onChange={(e) => {
        same.field.onChange(e.target.checked ? 'Y' : 'N');
        if (!e.target.checked) {
          full.field.onChange('');
          flag.field.onChange('');
        }
      }}
    >
      同戶籍地址
    </Checkbox>
  );
}

function MoneyCell({
  control,
  name,
  disabled,
}: {
  control: Control<FieldValues>;
  name: string;
  disabled: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Form.Item
      validateStatus={fieldState.error ? 'error' : undefined}
      help={fieldState.error?.message}
      style={{ margin: 0 }}
    >
      <Input
        aria-label={name}
        value={(field.value as string) ?? ''}
        disabled={disabled}
        maxLength={7}
        suffix="萬元"
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={() => {
          field.onChange(cleanMoney(field.value as string));
          field.onBlur();
        }}
      />
    </Form.Item>
  );
}

/** The financial table in 萬元 (spec 3 §5): this period, the last period, the reason enabled only when they differ. */
function FinanceTable({ control, disabled }: { control: Control<FieldValues>; disabled: boolean }) {
  const values = useWatch({ control }) as Record<string, string | undefined>;
  const assets = useController({ control, name: 'assets' });
  const total = assetsOf(values.pp, values.rp);
  useEffect(() => {
    if (assets.field.value !== total) assets.field.onChange(total);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [total]);
  const rows = FINANCE_ROWS.map((r) => ({ ...r, key: r.field }));
  return (
    <Table
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: '項目', dataIndex: 'label', width: 120 },
        {
          title: '本次(萬元)',
          render: (_, r) =>
            r.field === 'assets' ? (
              <span>{total}</span>
            ) : (
              <MoneyCell control={control} name={r.field} disabled={disabled} />
            ),
        },
        { title: '前次(萬元)', render: (_, r) => (r.last ? (values[r.last] ?? '') : '') },
        {
          title: '變動原因',
          render: (_, r) => {
            if (!r.reason || !r.last) return null;
            const differs =
              (values[r.last] ?? '') !== '' &&
              (values[r.field] ?? '') !== '' &&
              Number(values[r.field]) !== Number(values[r.last]);
            return (
              <FormInput
                control={control}
                name={r.reason}
                label=""
                ariaLabel={`${r.label}變動原因`}
                maxLength={100}
                disabled={disabled || !differs}
              />
            );
          },
        },
      ]}
    />
  );
}

/** Identity, birth, addresses, marital status, phones, e-mail, job and finance: the fields n1 and n2 share. */
export function PartyFields(props: PartyFieldsProps) {
  const { control, party, locked, residenceRequired, setValue, transCode } = props;
  const options = useCustomerOptions();
  // Before useDerived recalculates the ages: the reminder compares the age stored with the draft.
  useAgeChangedReminder(control, party);
  const { insureAge } = useDerived(control);
  const lookedUp = useLookupLocks(control);
  const off = (name: string) => locked || lookedUp(name);
  const col = (node: React.ReactNode, span = 6) => <Col span={span}>{node}</Col>;
  return (
    <>
      <Row gutter={16}>
        {col(
          setValue ? (
            <IdLookupField
              control={control}
              setValue={setValue}
              name="cusIdn"
              kind="customer"
              scope={{ transCode }}
              disabled={off('cusIdn')}
            />
          ) : (
            <FormInput
              control={control}
              name="cusIdn"
              label="身分證字號"
              maxLength={10}
              transform={upper}
              disabled={locked}
            />
          ),
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
            <Typography.Text data-testid="insure-age">{insureAge ? `${insureAge}歲` : '-'}</Typography.Text>
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
      {setValue ? (
        <>
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
        </>
      ) : (
        <Row gutter={16}>
          {col(
            <FormInput
              control={control}
              name="addrFullR"
              label="戶籍地址"
              maxLength={80}
              disabled={locked}
            />,
            12,
          )}
          {col(
            <>
              <FormInput
                control={control}
                name="addrFull"
                label={residenceRequired ? '居住地址' : '居住地址(選填)'}
                maxLength={80}
                disabled={locked}
              />
              <SameAddress control={control} disabled={locked} />
            </>,
            12,
          )}
        </Row>
      )}
      <PhoneFields
        control={control}
        company="phoneC"
        home="phoneH"
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
      <FinanceTable control={control} disabled={locked} />
    </>
  );
}
