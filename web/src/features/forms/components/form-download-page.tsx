import { useCallback, useEffect, useMemo, useState } from 'react';
import { Button, Card, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { PageContainer } from '@ant-design/pro-components';
import { shellMessages } from '@agent-portal/contracts/messages';
import { useCodes } from '@/api/common';
import { SearchCard } from '@/components/search/search-card';
import { TABLE_PAGINATION } from '@/config/table';
import { logAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { downloadForm } from '../api/download-form';
import { getForms, type FormRow } from '../api/get-forms';

/** The code table of the form categories. */
const FORM_TYPE = 'FORM_TYPE';

/** 表單下載 (spec 1, section 2): filter by category and name, a 下載 button per row. */
export function FormDownloadPage() {
  const { data: codes } = useCodes();
  const [formType, setFormType] = useState('');
  const [formName, setFormName] = useState('');
  const [rows, setRows] = useState<FormRow[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [downloading, setDownloading] = useState<string | null>(null);

  const categories = useMemo(
    () => [
      { value: '', label: '全部' },
      ...(codes ?? [])
        .filter((c) => c.codeType === FORM_TYPE)
        .map((c) => ({ value: c.codeValue, label: c.codeName })),
    ],
    [codes],
  );

  const search = useCallback(async (type: string, name: string) => {
    setLoading(true);
    try {
      setRows(await getForms(type, name.trim()));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void search('', '');
  }, [search]);

  const runSearch = () => {
    logAccess('FormDownload', 'search', `${formType}|${formName}`);
    void search(formType, formName);
  };

  const download = async (row: FormRow) => {
    // The form's code goes in the text: an entry's transCode names a case of the agent's (issue 40 item 5).
    logAccess('FormDownload', 'download', `${row.formCode} ${row.formName}`);
    setDownloading(row.formCode);
    try {
      await downloadForm(row);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
    } finally {
      setDownloading(null);
    }
  };

  const columns: TableColumnsType<FormRow> = [
    { title: '表單類別', dataIndex: 'formTypeName', key: 'formTypeName', width: 160 },
    { title: '表單名稱', dataIndex: 'formName', key: 'formName' },
    {
      title: '下載',
      key: 'download',
      width: 100,
      render: (_, row) => (
        <Button
          size="small"
          aria-label={`下載 ${row.formName}`}
          loading={downloading === row.formCode}
          onClick={() => void download(row)}
        >
          下載
        </Button>
      ),
    },
  ];

  return (
    <PageContainer title="表單下載">
      <SearchCard>
        <Form.Item label="表單類別" htmlFor="form-type">
          <Select
            id="form-type"
            style={{ width: 180 }}
            options={categories}
            value={formType}
            onChange={setFormType}
          />
        </Form.Item>
        <Form.Item label="表單名稱" htmlFor="form-name">
          <Input
            id="form-name"
            maxLength={50}
            value={formName}
            onChange={(e) => setFormName(e.target.value)}
            onPressEnter={runSearch}
          />
        </Form.Item>
        <Button type="primary" loading={loading} onClick={runSearch}>
          查詢
        </Button>
      </SearchCard>
      <Card>
        <Table<FormRow>
          rowKey="formCode"
          size="small"
          loading={loading}
          columns={columns}
          dataSource={rows ?? []}
          pagination={TABLE_PAGINATION}
          locale={{ emptyText: rows ? shellMessages.FORM_EMPTY : ' ' }}
        />
      </Card>
    </PageContainer>
  );
}
