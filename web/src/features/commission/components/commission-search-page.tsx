import { useMemo, useState } from 'react';
import { Alert, Button, Card, Form, Select, Space, Table, type TableColumnsType } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import { shellMessages } from '@agent-portal/contracts/messages';
import { SearchCard } from '@/components/search/search-card';
import { TABLE_PAGINATION } from '@/config/table';
import { logAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { getCommission, type CommissionRow } from '../api/get-commission';
import type { CommissionKey } from '../api/get-commission-detail';
import { commissionMonths, defaultCommissionRange, isMonthOrderValid } from '@agent-portal/contracts/rules';
import { formatMonth } from '../utils/months';
import { CommissionDetailDialog } from './commission-detail-dialog';
import { commissionFields, fieldValue } from './commission-fields';

const rowKey = (r: CommissionRow) => `${r.period}|${r.empID}|${r.recNo}`;
const byPeriodDesc = (a: CommissionRow, b: CommissionRow) => b.period.localeCompare(a.period);
/** antd sorters compare ascending; `descend` reverses them. */
const byPeriod = (a: CommissionRow, b: CommissionRow) => a.period.localeCompare(b.period);

/** 佣金查詢 (spec 1, sections 2, 5): a month range, the rows, a detail dialog per row. */
export function CommissionSearchPage() {
  const months = useMemo(() => commissionMonths(), []);
  const [range, setRange] = useState(defaultCommissionRange);
  const [rows, setRows] = useState<CommissionRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [detail, setDetail] = useState<CommissionKey | null>(null);

  const search = async () => {
    setError(null);
    if (!isMonthOrderValid(range.startMonth, range.endMonth)) {
      setError(shellMessages.COMMISSION_MONTH_ORDER);
      return;
    }
    logAccess('CommissionSearch', 'search', `${range.startMonth}-${range.endMonth}`);
    setLoading(true);
    try {
      setRows([...(await getCommission(range.startMonth, range.endMonth))].sort(byPeriodDesc));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // A validation refusal is alerted by the api client; keep the old result off the screen.
      setRows(null);
    } finally {
      setLoading(false);
    }
  };

  const options = months.map((m) => ({ value: m, label: m }));
  const monthSelect = (end: keyof typeof range, label: string, id: string) => (
    <Form.Item label={label} htmlFor={id}>
      <Select
        id={id}
        style={{ width: 140 }}
        options={options}
        value={range[end]}
        onChange={(month) => setRange((r) => ({ ...r, [end]: month }))}
      />
    </Form.Item>
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
      ...(f.key === 'period'
        ? {
            sorter: byPeriod,
            defaultSortOrder: 'descend' as const,
            sortDirections: ['descend' as const, 'ascend' as const],
          }
        : {}),
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
          <Button type="primary" loading={loading} onClick={() => void search()}>
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
            rows && rows.length > 0
              ? `${formatMonth(range.startMonth)} - ${formatMonth(range.endMonth)}`
              : undefined
          }
        />
      </Card>
      <CommissionDetailDialog target={detail} onClose={() => setDetail(null)} />
    </PageContainer>
  );
}
