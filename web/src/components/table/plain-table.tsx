import type { ReactNode } from 'react';
import './plain-table.css';

export interface PlainColumn<R> {
  title: string;
  width?: number;
  render: (row: R) => ReactNode;
}

interface PlainTableProps<R> {
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly PlainColumn<R>[];
  /** The table's accessible name. */
  'aria-label'?: string;
}

/**
 * A small fixed table (a few rows, no paging, sorting or scrolling) drawn as antd's small Table draws one, with its
 * class names: the steps' finance tables. antd's Table brings rc-table, Pagination and Select (about 25 KiB gzip) to
 * the first paint of the steps that show one (issue 25 item 4, the route budgets).
 */
export function PlainTable<R>({ rows, rowKey, columns, 'aria-label': label }: PlainTableProps<R>) {
  return (
    <div className="plain-table ant-table-wrapper">
      <table aria-label={label}>
        {columns.some((c) => c.width) && (
          <colgroup>
            {columns.map((c, i) => (
              <col key={i} style={c.width ? { width: c.width } : undefined} />
            ))}
          </colgroup>
        )}
        <thead className="ant-table-thead">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className="ant-table-cell">
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="ant-table-tbody">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="ant-table-row">
              {columns.map((c, i) => (
                <td key={i} className="ant-table-cell">
                  {c.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
