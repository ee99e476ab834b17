import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Space, Table } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { yupResolver } from '@hookform/resolvers/yup';
import { proposalMessages, releasePermitMessages as rm } from '@agent-portal/contracts/messages';
import { defaultReleasePermitRange } from '@agent-portal/contracts/rules';
import { releasePermitSearchSchema } from '@agent-portal/contracts/validation';
import { DateField } from '@/components/form/date-field';
import { SearchCard } from '@/components/search/search-card';
import { paths } from '@/config/paths';
import { TABLE_PAGINATION } from '@/config/table';
import { businessToday } from '@/lib/dayjs';
import { getReleasePermits, type ReleasePermitRow } from '../api/get-release-permits';
import { releasePermitColumns } from './release-permit-columns';

interface Criteria {
  applyStartDt: string;
  applyEndDt: string;
}

/** 攜出申請 (releasePermitAudit): the take-out list of an apply-date range, and 新增攜出名單. */
export function ReleasePermitListPage() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [rows, setRows] = useState<ReleasePermitRow[]>();
  const [loading, setLoading] = useState(false);
  const form = useForm<Criteria>({
    defaultValues: defaultReleasePermitRange(),
    resolver: (values, _context, options) =>
      yupResolver(releasePermitSearchSchema)(values, { now: new Date() }, options),
  });

  const search = useCallback(async (criteria: Criteria) => {
    setLoading(true);
    try {
      setRows(await getReleasePermits(criteria.applyStartDt, criteria.applyEndDt));
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void search(defaultReleasePermitRange()).catch(() => undefined);
  }, [search]);

  const columns = useMemo(
    () =>
      releasePermitColumns((row) =>
        // Spec 3 §8: 退件原因： {reason}, the same alert as the proposal list's (issue 23 item 6).
        modal.info({ content: proposalMessages.RETURN_REASON(row.returnDesc ?? ''), okText: '確定' }),
      ),
    [modal],
  );

  return (
    <PageContainer title={rm.TITLE}>
      <SearchCard>
        <DateField
          control={form.control}
          name="applyStartDt"
          label="申請日期(起)"
          maxDate={businessToday()}
        />
        <DateField control={form.control} name="applyEndDt" label="申請日期(迄)" maxDate={businessToday()} />
        <Space>
          <Button
            type="primary"
            loading={loading}
            onClick={() => void form.handleSubmit((c) => search(c).catch(() => undefined))()}
          >
            查詢
          </Button>
          <Button onClick={() => navigate(paths.releasePermitInput)}>{rm.NEW}</Button>
        </Space>
      </SearchCard>
      <Table<ReleasePermitRow>
        rowKey={(r) => `${r.cusIdn}-${r.createDtStr}-${r.walkOutStartDtStr}`}
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={TABLE_PAGINATION}
        locale={{ emptyText: rm.NO_DATA }}
      />
    </PageContainer>
  );
}
