import { Descriptions, Divider, Form, Tag, Typography } from 'antd';
import { useWatch, type Control } from 'react-hook-form';
import { amlMessages as am } from '@agent-portal/contracts/messages';
import {
  ID_DOCUMENT_OTHER,
  LARGE_PREMIUM,
  MANY_POLICIES_3M,
  SMALL_CONTRACT_MAX,
  riskJobOf,
} from '@agent-portal/contracts/rules';
import { FormCheckboxGroup } from '@/components/form/form-checkbox-group';
import { FormInput } from '@/components/form/form-input';
import { FormRadioGroup } from '@/components/form/form-radio-group';
import { SelectField } from '@/components/form/select-field';
import type { AmlData, RiskForm } from './aml-api';
import { YES_NO, type AmlOptions } from './use-aml-options';

const money = (n: number) => n.toLocaleString('zh-TW');

interface RiskFormFieldsProps {
  control: Control<RiskForm>;
  data: AmlData;
  options: AmlOptions;
}

/**
 * 客戶身分及洗錢資恐風險評估, sections 1-5 (spec 2 §2.7, §5 risk form). The occupation is the policyholder's stored
 * one (n1), riskJobYn follows it through the career lists and nameCheckYn is the system's: all three read-only. Section 5 quotes the thresholds of spec 2 §9.
 */
export function RiskFormFields({ control, data, options }: RiskFormFieldsProps) {
  const [idnCode, commCheckYn, cusJobCode, nameCheckYn] = useWatch({
    control,
    name: ['idnCode', 'commCheckYn', 'cusJobCode', 'nameCheckYn'],
  });
  const riskJob = riskJobOf(cusJobCode, data.srv12List, data.srv14List);
  const otherId = (idnCode ?? []).includes(ID_DOCUMENT_OTHER);
  return (
    <Form layout="vertical" component="div" style={{ maxWidth: 880 }}>
      <Divider orientation="left">一、客戶身分辨識</Divider>
      <FormCheckboxGroup control={control} name="idnCode" label={am.ID_DOCUMENTS} options={options.idnType} />
      {otherId && (
        <FormInput control={control} name="idnCodeOther" label={am.ID_DOCUMENT_OTHER} maxLength={30} />
      )}
      <FormRadioGroup
        control={control}
        name="idnCheckYn"
        label={am.IDN_CHECK}
        options={[
          { value: 'Y', label: '是' },
          { value: 'N', label: '否（無法建立業務關係）' },
        ]}
      />

      <Divider orientation="left">二、客戶溝通狀況</Divider>
      <FormRadioGroup
        control={control}
        name="commCheckYn"
        label={am.COMM_CHECK}
        options={[
          { value: 'Y', label: '正常' },
          { value: 'N', label: '異常' },
        ]}
      />
      {commCheckYn === 'N' && (
        <FormInput control={control} name="commOther" label={am.COMM_OTHER} maxLength={30} />
      )}

      <Divider orientation="left">三、職業</Divider>
      <SelectField
        control={control}
        name="cusJobCode"
        label={am.OCCUPATION}
        options={options.jobs}
        loading={options.jobsLoading}
        width={360}
        disabled
      />
      <Form.Item label="是否為高風險職業（系統帶入）">
        <Tag color={riskJob.riskJobYn === 'Y' ? 'red' : 'default'} data-testid="risk-job-yn">
          {riskJob.riskJobYn === 'Y' ? '是' : '否'}
        </Tag>
      </Form.Item>
      <FormRadioGroup control={control} name="specJobYn" label={am.SPEC_JOB} options={YES_NO} />

      <Divider orientation="left">四、洗錢及資恐疑慮</Divider>
      <FormRadioGroup control={control} name="mlCheckYn" label={am.ML_CHECK} options={YES_NO} />
      <Form.Item label="姓名檢核是否命中（系統帶入）">
        <Tag color={nameCheckYn === 'Y' ? 'red' : 'default'} data-testid="name-check-yn">
          {nameCheckYn === 'Y' ? '是' : '否'}
        </Tag>
      </Form.Item>

      <Divider orientation="left">五、投保資訊</Divider>
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="主約商品">{data.proName}</Descriptions.Item>
        <Descriptions.Item label="首年保費（新臺幣元）">
          {money(data.modePrem)}
          {data.modePrem >= LARGE_PREMIUM && (
            <Tag color="orange" style={{ marginLeft: 8 }}>
              保費300萬元以上
            </Tag>
          )}
          {data.modePrem <= SMALL_CONTRACT_MAX && <Tag style={{ marginLeft: 8 }}>小額契約（50萬元以下）</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label="近三個月投保件數">
          {data.insurePieces3m}
          {data.insurePieces3m >= MANY_POLICIES_3M && (
            <Tag color="orange" style={{ marginLeft: 8 }}>
              三個月內投保3件以上
            </Tag>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">
        ※ 大額保費：首年保費300萬元以上；短期密集投保：三個月內投保3件以上；小額契約：保額50萬元以下。
      </Typography.Paragraph>
      <SelectField
        control={control}
        name="insureSource"
        label={am.INSURE_SOURCE}
        options={options.insureSource}
        width={280}
      />
      <SelectField
        control={control}
        name="premSource"
        label={am.PREM_SOURCE}
        options={options.premSource}
        width={280}
      />
      <SelectField
        control={control}
        name="cancelTime"
        label="近一年解約情形"
        options={options.cancelTime}
        width={280}
      />
      <SelectField
        control={control}
        name="payerCode"
        label="繳款人"
        options={options.payerCode}
        width={280}
      />
    </Form>
  );
}
