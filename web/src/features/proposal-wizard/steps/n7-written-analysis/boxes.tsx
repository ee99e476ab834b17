import { Card, Col, Row } from 'antd';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { hasOther, needsAcceptance, needsCallCheck } from '@agent-portal/contracts/rules';
import { writtenAnalysisLabels as L } from '@agent-portal/contracts/validation';
import { FormCheckboxGroup } from '@/components/form/form-checkbox-group';
import { FormInput } from '@/components/form/form-input';
import { FormRadioGroup, type RadioChoice } from '@/components/form/form-radio-group';
import { SelectField } from '@/components/form/select-field';
import type { useAnalysisOptions } from './options';
import type { FieldName, WrittenAnalysisStepValues } from './values';

type Options = ReturnType<typeof useAnalysisOptions>;
interface BoxProps {
  control: Control<WrittenAnalysisStepValues>;
  options: Options;
}

/** A radio list with its OTHER text beside it when OTHER is chosen. */
function ChoiceWithOther(
  props: BoxProps & { name: FieldName; other: FieldName; choices: RadioChoice[]; max: number },
) {
  const value = useWatch({ control: props.control, name: props.name });
  return (
    <>
      <FormRadioGroup
        control={props.control}
        name={props.name}
        label={L[props.name]}
        options={props.choices}
      />
      {hasOther(value) && (
        <FormInput control={props.control} name={props.other} label={L[props.other]} maxLength={props.max} />
      )}
    </>
  );
}

/** Box 1: insurance needs and risk profile. */
export function NeedsBox({ control, options }: BoxProps) {
  const [purCode, insTypeCode, curCode, meta] = useWatch({
    control,
    name: ['purCode', 'insTypeCode', 'curCode', 'meta'],
  });
  return (
    <Card title="保險需求及風險屬性" size="small" style={{ marginBottom: 16 }}>
      <FormCheckboxGroup control={control} name="purCode" label={L.purCode} options={options.purposes} />
      {hasOther(purCode) && <FormInput control={control} name="purOther" label={L.purOther} maxLength={20} />}
      <ChoiceWithOther
        control={control}
        options={options}
        name="insTypeCode"
        other="insTypeOther"
        choices={options.insTypes}
        max={20}
      />
      <Row gutter={24}>
        <Col>
          <SelectField
            control={control}
            name="compCode"
            label={L.compCode}
            options={options.insurers}
            width={220}
          />
        </Col>
        <Col>
          <FormInput control={control} name="faceAmt" label={L.faceAmt} maxLength={19} inputMode="numeric" />
        </Col>
      </Row>
      <FormRadioGroup control={control} name="insOtherYn" label={L.insOtherYn} options={options.yesNo} />
      {needsAcceptance(insTypeCode, curCode) && (
        <FormRadioGroup control={control} name="insAcceptYn" label={L.insAcceptYn} options={options.yesNo} />
      )}
      {meta?.highAge && (
        <FormRadioGroup
          control={control}
          name="oldAgeYn"
          label={L.oldAgeYn}
          options={options.oldAge}
          vertical
        />
      )}
    </Card>
  );
}

/** Box 2: premium outlay. */
export function PremiumBox({ control, options }: BoxProps) {
  const [feeSourceCode, meta] = useWatch({ control, name: ['feeSourceCode', 'meta'] });
  const call = needsCallCheck(feeSourceCode, meta?.callSources, meta?.plResult);
  return (
    <Card title="保費支出" size="small" style={{ marginBottom: 16 }}>
      <Row gutter={24}>
        <Col>
          <SelectField control={control} name="curCode" label={L.curCode} options={options.currencies} />
        </Col>
        <Col>
          <SelectField control={control} name="mode" label={L.mode} options={options.modes} />
        </Col>
        <Col>
          <FormInput
            control={control}
            name="modePrem"
            label={L.modePrem}
            maxLength={20}
            inputMode="numeric"
          />
        </Col>
        <Col>
          <SelectField
            control={control}
            name="retireYear"
            label={L.retireYear}
            options={options.retireYears}
          />
        </Col>
      </Row>
      <FormCheckboxGroup
        control={control}
        name="feeSourceCode"
        label={L.feeSourceCode}
        options={options.feeSources}
      />
      {hasOther(feeSourceCode) && (
        <FormInput control={control} name="feeSourceOther" label={L.feeSourceOther} maxLength={20} />
      )}
      {call && (
        <>
          <FormInput control={control} name="elecCallTime" label={L.elecCallTime} maxLength={20} />
          <FormRadioGroup
            control={control}
            name="insFinlevYn"
            label={L.insFinlevYn}
            options={options.yesNo}
          />
        </>
      )}
    </Card>
  );
}

/** Box 3: agent recommendations. */
export function RecommendationBox({ control, options }: BoxProps) {
  const rows: [keyof typeof L, keyof typeof L, RadioChoice[]][] = [
    ['proNameChk', 'proNameOther', options.checks],
    ['faceAmtChk', 'faceAmtOther', options.checks],
    ['coverageChk', 'coverageOther', options.checks],
    ['modePremChk', 'modePremOther', options.checks],
    ['insReasonCode', 'insReasonOther', options.reasons],
  ];
  return (
    <Card title="業務員建議" size="small" style={{ marginBottom: 16 }}>
      {rows.map(([name, other, choices]) => (
        <ChoiceWithOther
          key={name}
          control={control}
          options={options}
          name={name}
          other={other}
          choices={choices}
          max={30}
        />
      ))}
    </Card>
  );
}
