import type { ReactNode } from 'react';
import { ProTable, type ProTableProps } from '@ant-design/pro-components';
import { TABLE_PAGINATION } from '@/config/table';

type SearchTableProps<R> = Omit<
  ProTableProps<R, Record<string, never>>,
  'search' | 'searchFormRender' | 'options' | 'request' | 'params'
> & {
  /**
   * The page's criteria in ProTable's search area: a react-hook-form form run through its contracts yup schema
   * (design rule 4: no business rule in antd `rules`), so ProTable's own form is not used.
   */
  criteria: ReactNode;
};

/**
 * A list page's ProTable: its search area holds the criteria, the rows come from SWR (`dataSource`, `loading`),
 * the spec's page sizes and 共 n 筆, no density or column-settings toolbar.
 */
export function SearchTable<R extends Record<string, unknown>>({
  criteria,
  pagination = TABLE_PAGINATION,
  ...props
}: SearchTableProps<R>) {
  return (
    <ProTable<R, Record<string, never>>
      size="small"
      options={false}
      search={{}}
      searchFormRender={() => criteria}
      pagination={pagination}
      {...props}
    />
  );
}
