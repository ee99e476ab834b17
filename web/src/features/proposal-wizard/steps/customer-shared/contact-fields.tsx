import type { ReactNode } from 'react';
import { Col, Row } from 'antd';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormInput } from '@/components/form/form-input';

const digits = (v: string) => v.replace(/\D/g, '');

/** A landline's three fields: area code, number, extension. */
type Landline<T extends FieldValues> = readonly [area: Path<T>, number: Path<T>, extension: Path<T>];

/**
 * The phone box of spec 3 §2 (company and home: area code, number, extension; mobile), for a customer (phoneC…,
 * phoneH…, mobile) or a legal representative (legPhoneC…, legPhoneH…, legMobile, under its box's path). The limits
 * are the inputs' lengths; the rules are the step schema's.
 */
export function PhoneFields<T extends FieldValues>({
  control,
  company,
  home,
  mobile,
  disabled,
  after,
}: {
  control: Control<T>;
  company: Landline<T>;
  home: Landline<T>;
  mobile: Path<T>;
  disabled: boolean;
  /** Columns after the mobile on its row (the e-mail, the job). */
  after?: ReactNode;
}) {
  const part = (name: Path<T>, label: string, maxLength: number, span: number) => (
    <Col span={span}>
      <FormInput
        control={control}
        name={name}
        label={label}
        maxLength={maxLength}
        transform={digits}
        disabled={disabled}
      />
    </Col>
  );
  const landline = ([area, number, extension]: Landline<T>, label: string) => (
    <>
      {part(area, `${label} 區碼`, 4, 3)}
      {part(number, '號碼', 8, 4)}
      {part(extension, '分機', 5, 3)}
    </>
  );
  return (
    <>
      <Row gutter={16}>
        {landline(company, '公司電話')}
        {landline(home, '住家電話')}
      </Row>
      <Row gutter={16}>
        {part(mobile, '行動電話', 10, 6)}
        {after}
      </Row>
    </>
  );
}

/**
 * The ROC birth date (year, month, day) of a customer or a legal representative; `off(name)` says which part is
 * read-only (preview, or filled by an ID lookup); `formatYear` rewrites the year when it is left.
 */
export function BirthFields<T extends FieldValues>({
  control,
  names,
  off,
  formatYear,
}: {
  control: Control<T>;
  names: readonly [year: Path<T>, month: Path<T>, day: Path<T>];
  off: (name: Path<T>) => boolean;
  formatYear?: (value: string) => string;
}) {
  const [year, month, day] = names;
  const part = (name: Path<T>, label: string, maxLength: number, format?: (v: string) => string) => (
    <Col span={4}>
      <FormInput
        control={control}
        name={name}
        label={label}
        maxLength={maxLength}
        transform={digits}
        format={format}
        disabled={off(name)}
      />
    </Col>
  );
  return (
    <>
      {part(year, '出生年(民國)', 3, formatYear)}
      {part(month, '出生月', 2)}
      {part(day, '出生日', 2)}
    </>
  );
}
