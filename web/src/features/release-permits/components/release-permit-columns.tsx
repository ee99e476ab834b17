import { Button } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import type { ReleasePermitRow } from '../api/get-release-permits';

const byText = (key: keyof ReleasePermitRow) => (a: ReleasePermitRow, b: ReleasePermitRow) =>
  a[key].localeCompare(b[key]);

/** The list's columns (spec 3 §2): the first four sort; status R opens its return reason. */
export function releasePermitColumns(
  onReturnReason: (row: ReleasePermitRow) => void,
): ProColumns<ReleasePermitRow>[] {
  return [
    { title: '申請日期', dataIndex: 'createDtStr', sorter: byText('createDtStr') },
    { title: '客戶ID', dataIndex: 'cusIdn', sorter: byText('cusIdn') },
    { title: '客戶姓名', dataIndex: 'cusName', sorter: byText('cusName') },
    {
      title: '攜出期間',
      key: 'walkOut',
      sorter: byText('walkOutStartDtStr'),
      render: (_, row) => `${row.walkOutStartDtStr} ~ ${row.walkOutEndDtStr}`,
    },
    {
      title: '審核狀態',
      dataIndex: 'statusName',
      render: (_, row) =>
        row.status === 'R' ? (
          <Button type="link" style={{ padding: 0 }} onClick={() => onReturnReason(row)}>
            {row.statusName}
          </Button>
        ) : (
          row.statusName
        ),
    },
    { title: '申請說明', dataIndex: 'applyDesc' },
  ];
}
