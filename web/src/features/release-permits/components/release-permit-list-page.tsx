import { useMemo, useState } from 'react';
import { App, Button, Space } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { yupResolver } from '@hookform/resolvers/yup';
import { proposalMessages, releasePermitMessages as rm } from '@agent-portal/contracts/messages';
import { defaultReleasePermitRange } from '@agent-portal/contracts/rules';
import { releasePermitSearchSchema } from '@agent-portal/contracts/validation';
import { DateField } from '@/components/form/date-field';
import { SearchCard } from '@/components/search/search-card';
import { SearchTable } from '@/components/table/search-table';
import { paths } from '@/config/paths';
import { businessToday } from '@/lib/dayjs';
import { ApiError } from '@/lib/api-error';
import {
  useReleasePermits,
  type ReleasePermitRange,
  type ReleasePermitRow,
} from '../api/get-release-permits';
import { releasePermitColumns } from './release-permit-columns';

const rowKey = (r: ReleasePermitRow) => `${r.cusIdn}-${r.createDtStr}-${r.walkOutStartDtStr}`;

/** 攜出申請 (releasePermitAudit): the take-out list of an apply-date range, and 新增攜出名單. */
export function ReleasePermitListPage() {
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [range, setRange] = useState<ReleasePermitRange>(defaultReleasePermitRange);
  const { data: rows, error, isValidating, mutate } = useReleasePermits(range);
  if (error !== undefined && !(error instanceof ApiError)) throw error;
  const form = useForm<ReleasePermitRange>({
    defaultValues: range,
    resolver: (values, _context, options) =>
      yupResolver(releasePermitSearchSchema)(values, { now: new Date() }, options),
  });
  const search = form.handleSubmit((next) => {
    if (next.applyStartDt === range.applyStartDt && next.applyEndDt === range.applyEndDt) void mutate();
    else setRange(next);
  });

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
      <SearchTable<ReleasePermitRow>
        criteria={
          <SearchCard>
            <DateField
              control={form.control}
              name="applyStartDt"
              label="申請日期(起)"
              maxDate={businessToday()}
            />
            <DateField
              control={form.control}
              name="applyEndDt"
              label="申請日期(迄)"
              maxDate={businessToday()}
            />
            <Space>
              <Button type="primary" loading={isValidating} onClick={() => void search()}>
                查詢
              </Button>
              <Button onClick={() => navigate(paths.releasePermitInput)}>{rm.NEW}</Button>
            </Space>
          </SearchCard>
        }
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={isValidating}
        locale={{ emptyText: rm.NO_DATA }}
      />
    </PageContainer>
  );
}
