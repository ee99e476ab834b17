import { useMemo, useState } from 'react';
import { Alert, Button, Form, Select, Space } from 'antd';
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import { shellMessages } from '@agent-portal/contracts/messages';
import { commissionMonths, defaultCommissionRange } from '@agent-portal/contracts/rules';
import { commissionSearchSchema, type CommissionSearchForm } from '@agent-portal/contracts/validation';
import { SearchCard } from '@/components/search/search-card';
import { SearchTable } from '@/components/table/search-table';
import { logAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { useCommission, type CommissionRow } from '../api/get-commission';
import type { CommissionKey } from '../api/get-commission-detail';
import { formatMonth } from '../utils/months';
import { CommissionDetailDialog } from './commission-detail-dialog';
import { commissionFields, fieldValue } from './commission-fields';

const rowKey = (r: CommissionRow) => `${r.period}|${r.empID}|${r.recNo}`;

/**
 * 佣金查詢 (spec 1, sections 2, 5): a month range, the rows, a detail dialog per row. The months are checked by
 * contracts' commissionSearchSchema (the BFF runs the same one); the rows come newest month first from the BFF.
 */
export function CommissionSearchPage() {
  const months = useMemo(() => commissionMonths(), []);
  const { control, handleSubmit, formState } = useForm<CommissionSearchForm>({
    resolver: yupResolver(commissionSearchSchema),
    defaultValues: defaultCommissionRange(),
  });
  const [range, setRange] = useState<CommissionSearchForm | null>(null);
  const { data, error, isValidating, mutate } = useCommission(range);
  if (error !== undefined && !(error instanceof ApiError)) throw error;
  // A refusal is alerted by the api client; the old result leaves the screen.
  const rows = error === undefined ? data : undefined;
  const [detail, setDetail] = useState<CommissionKey | null>(null);
  const formError = formState.errors.startMonth?.message ?? formState.errors.endMonth?.message;

  const search = (form: CommissionSearchForm) => {
    logAccess('CommissionSearch', 'search', `${form.startMonth}-${form.endMonth}`);
    if (range && range.startMonth === form.startMonth && range.endMonth === form.endMonth) void mutate();
    else setRange(form);
  };

  const options = months.map((m) => ({ value: m, label: m }));
  const monthSelect = (name: keyof CommissionSearchForm, label: string, id: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Form.Item label={label} htmlFor={id} validateStatus={fieldState.error ? 'error' : undefined}>
          <Select
            id={id}
            ref={field.ref}
            style={{ width: 140 }}
            options={options}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        </Form.Item>
      )}
    />
  );
  const columns: ProColumns<CommissionRow>[] = [
    {
      title: '明細',
      key: 'detail',
      fixed: 'left',
      width: 72,
      render: (_, r) => (
        <Button size="small" onClick={() => setDetail({ period: r.period, empID: r.empID, recNo: r.recNo })}>
          明細
        </Button>
      ),
    },
    ...commissionFields.map((f): ProColumns<CommissionRow> => ({
      title: f.label,
      key: f.key,
      dataIndex: f.key,
      align: f.align,
      render: (_, r) => fieldValue(f, r),
    })),
  ];

  return (
    <PageContainer title="佣金查詢">
      <SearchTable<CommissionRow>
        criteria={
          <SearchCard
            footer={
              formError && (
                <Alert type="error" showIcon role="alert" message={formError} style={{ marginTop: 16 }} />
              )
            }
          >
            {monthSelect('startMonth', '佣金月份-起', 'commission-start')}
            {monthSelect('endMonth', '佣金月份-迄', 'commission-end')}
            <Space>
              <Button type="primary" loading={isValidating} onClick={() => void handleSubmit(search)()}>
                查詢
              </Button>
            </Space>
          </SearchCard>
        }
        rowKey={rowKey}
        loading={isValidating}
        columns={columns}
        dataSource={rows ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: rows ? shellMessages.COMMISSION_EMPTY : '請選擇佣金月份後查詢' }}
        caption={
          range && rows && rows.length > 0
            ? `${formatMonth(range.startMonth)} - ${formatMonth(range.endMonth)}`
            : undefined
        }
      />
      <CommissionDetailDialog target={detail} onClose={() => setDetail(null)} />
    </PageContainer>
  );
}
