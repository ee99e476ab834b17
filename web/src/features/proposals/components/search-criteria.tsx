import { useMemo } from 'react';
import { Button, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { proposalSearchSchema, type ProposalSearchForm } from '@agent-portal/contracts/validation';
import { useCodes } from '@/api/common';
import { FormInput } from '@/components/form/form-input';
import { SearchCard } from '@/components/search/search-card';
import { businessToday } from '@/lib/dayjs';
import { useStatusOptions } from '../api/get-status-options';
import { statusGroups } from '../utils/status-groups';
import { DateField } from '@/components/form/date-field';
import { SelectField } from '@/components/form/select-field';

/** Enter in a text criterion searches (not in a select or a date picker, where Enter picks). */
const isTextInput = (target: EventTarget) =>
  target instanceof HTMLInputElement && !target.closest('.ant-select, .ant-picker');

export const EMPTY_CRITERIA: ProposalSearchForm = {
  transCode: '',
  oCusName: '',
  iCusName: '',
  proName: '',
  polState: '',
  polInsureType: '',
  modifyDtStart: '',
  modifyDtEnd: '',
};

interface SearchCriteriaProps {
  loading: boolean;
  onSearch: (criteria: ProposalSearchForm) => void;
  /** 新增要保書 (the choose-insurer dialog); the button is disabled without it. */
  onNewProposal?: () => void;
}

/**
 * The criteria of 要保書查詢 (spec 2 §2.1, §5) through contracts' proposalSearchSchema: the last-modified range
 * both or neither, the end not before the start and not after today.
 */
export function SearchCriteria({ loading, onSearch, onNewProposal }: SearchCriteriaProps) {
  const { control, handleSubmit, reset } = useForm<ProposalSearchForm>({
    resolver: yupResolver(proposalSearchSchema),
    defaultValues: EMPTY_CRITERIA,
  });
  const { data: statusOptions, isLoading: statusLoading } = useStatusOptions();
  const { data: codes } = useCodes();
  const statuses = useMemo(() => statusGroups(statusOptions ?? []), [statusOptions]);
  const caseTypes = useMemo(
    () =>
      (codes ?? [])
        .filter((c) => c.codeType === 'POL_INSURE_TYPE')
        .map((c) => ({ value: c.codeValue, label: c.codeName, title: c.codeName })),
    [codes],
  );
  const today = useMemo(businessToday, []);
  const submit = () => void handleSubmit(onSearch)();

  return (
    <SearchCard>
      <div onKeyDown={(e) => e.key === 'Enter' && isTextInput(e.target) && submit()}>
        <Space wrap size={[0, 8]}>
          <FormInput control={control} name="oCusName" label="要保人姓名" maxLength={50} />
          <FormInput control={control} name="iCusName" label="被保險人姓名" maxLength={50} />
          <FormInput control={control} name="proName" label="商品名稱" maxLength={100} />
          <SelectField
            control={control}
            name="polState"
            label="處理狀態"
            options={statuses}
            loading={statusLoading}
            withAll
            width={200}
          />
          <DateField control={control} name="modifyDtStart" label="最後異動日期-起" maxDate={today} />
          <DateField control={control} name="modifyDtEnd" label="最後異動日期-迄" maxDate={today} />
          <SelectField
            control={control}
            name="polInsureType"
            label="案件類型"
            options={caseTypes}
            width={140}
            withAll
          />
        </Space>
      </div>
      <Space style={{ marginTop: 8 }}>
        <Button onClick={() => reset(EMPTY_CRITERIA)}>清除全部</Button>
        <Button type="primary" loading={loading} onClick={submit}>
          查詢
        </Button>
        <Button icon={<PlusOutlined />} disabled={!onNewProposal} onClick={onNewProposal}>
          新增要保書
        </Button>
      </Space>
    </SearchCard>
  );
}
