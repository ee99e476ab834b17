import { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Select, Space, Table, type TableColumnsType } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import { yupResolver } from '@hookform/resolvers/yup';
import { Controller, useForm } from 'react-hook-form';
import { shellMessages } from '@agent-portal/contracts/messages';
import { commissionMonths, defaultCommissionRange } from '@agent-portal/contracts/rules';
import { commissionSearchSchema, type CommissionSearchForm } from '@agent-portal/contracts/validation';
import { SearchCard } from '@/components/search/search-card';
import { TABLE_PAGINATION } from '@/config/table';
import { logAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { getCommission, type CommissionRow } from '../api/get-commission';
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
  const [rows, setRows] = useState<CommissionRow[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [detail, setDetail] = useState<CommissionKey | null>(null);
  const error = formState.errors.startMonth?.message ?? formState.errors.endMonth?.message;

  const search = async (form: CommissionSearchForm) => {
    logAccess('CommissionSearch', 'search', `${form.startMonth}-${form.endMonth}`);
    setLoading(true);
    try {
      setRows(await getCommission(form.startMonth, form.endMonth));
      setRange(form);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // A validation refusal is alerted by the api client; keep the old result off the screen.
      setRows(null);
    } finally {
      setLoading(false);
    }
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
  const columns: TableColumnsType<CommissionRow> = [
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
    ...commissionFields.map((f) => ({
      title: f.label,
      key: f.key,
      dataIndex: f.key,
      align: f.align,
      render: (_: unknown, r: CommissionRow) => fieldValue(f, r),
    })),
  ];

  return (
    <PageContainer title="佣金查詢">
      <SearchCard
        footer={
          error && <Alert type="error" showIcon role="alert" message={error} style={{ marginTop: 16 }} />
        }
      >
        {monthSelect('startMonth', '佣金月份-起', 'commission-start')}
        {monthSelect('endMonth', '佣金月份-迄', 'commission-end')}
        <Space>
          <Button type="primary" loading={loading} onClick={() => void handleSubmit(search)()}>
            查詢
          </Button>
        </Space>
      </SearchCard>
      <Card>
        <Table<CommissionRow>
          rowKey={rowKey}
          size="small"
          loading={loading}
          columns={columns}
          dataSource={rows ?? []}
          scroll={{ x: 'max-content' }}
          pagination={TABLE_PAGINATION}
          locale={{ emptyText: rows ? shellMessages.COMMISSION_EMPTY : '請選擇佣金月份後查詢' }}
          caption={
            range && rows && rows.length > 0
              ? `${formatMonth(range.startMonth)} - ${formatMonth(range.endMonth)}`
              : undefined
          }
        />
      </Card>
      <CommissionDetailDialog target={detail} onClose={() => setDetail(null)} />
    </PageContainer>
  );
}
