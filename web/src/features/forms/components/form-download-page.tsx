import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { PageContainer, type ProColumns } from '@ant-design/pro-components';
import { yupResolver } from '@hookform/resolvers/yup';
import { useForm } from 'react-hook-form';
import { shellMessages } from '@agent-portal/contracts/messages';
import { FORM_NAME_MAX, formSearchSchema, type FormSearchForm } from '@agent-portal/contracts/validation';
import { useCodes } from '@/api/common';
import { FormInput } from '@/components/form/form-input';
import { SelectField } from '@/components/form/select-field';
import { SearchCard } from '@/components/search/search-card';
import { SearchTable } from '@/components/table/search-table';
import { logAccess } from '@/lib/access-log';
import { ApiError } from '@/lib/api-error';
import { downloadForm } from '../api/download-form';
import { useForms, type FormRow } from '../api/get-forms';

/** The code table of the form categories. */
const FORM_TYPE = 'FORM_TYPE';
const ALL_FORMS: FormSearchForm = { formType: '', formName: '' };

/** Enter in the name searches (not in the category select, where Enter picks). */
const isTextInput = (target: EventTarget) =>
  target instanceof HTMLInputElement && !target.closest('.ant-select');

/** 表單下載 (spec 1, section 2): filter by category and name, a 下載 button per row. */
export function FormDownloadPage() {
  const { data: codes } = useCodes();
  const { control, handleSubmit } = useForm<FormSearchForm>({
    resolver: yupResolver(formSearchSchema),
    defaultValues: ALL_FORMS,
  });
  const [criteria, setCriteria] = useState<FormSearchForm>(ALL_FORMS);
  const { data: rows, error, isValidating, mutate } = useForms(criteria);
  if (error !== undefined && !(error instanceof ApiError)) throw error;
  const [downloading, setDownloading] = useState<string | null>(null);

  const categories = useMemo(
    () =>
      (codes ?? [])
        .filter((c) => c.codeType === FORM_TYPE)
        .map((c) => ({ value: c.codeValue, label: c.codeName, title: c.codeName })),
    [codes],
  );

  const search = handleSubmit((next) => {
    logAccess('FormDownload', 'search', `${next.formType}|${next.formName}`);
    if (next.formType === criteria.formType && next.formName === criteria.formName) void mutate();
    else setCriteria(next);
  });

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

  const columns: ProColumns<FormRow>[] = [
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
      <SearchTable<FormRow>
        criteria={
          <SearchCard>
            <div
              style={{ display: 'contents' }}
              onKeyDown={(e) => e.key === 'Enter' && isTextInput(e.target) && void search()}
            >
              <SelectField control={control} name="formType" label="表單類別" options={categories} withAll />
              <FormInput control={control} name="formName" label="表單名稱" maxLength={FORM_NAME_MAX} />
            </div>
            <Button type="primary" loading={isValidating} onClick={() => void search()}>
              查詢
            </Button>
          </SearchCard>
        }
        rowKey="formCode"
        loading={isValidating}
        columns={columns}
        dataSource={rows ?? []}
        locale={{ emptyText: rows ? shellMessages.FORM_EMPTY : ' ' }}
      />
    </PageContainer>
  );
}
