import type { TablePaginationConfig } from 'antd';

/** Tables: page sizes 5/10/15/25/50, default 15 (spec 1, section 9). */
export const PAGE_SIZES = [5, 10, 15, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 15;

export const TABLE_PAGINATION: TablePaginationConfig = {
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageSizeOptions: PAGE_SIZES.map(String),
  showSizeChanger: true,
  showTotal: (total) => `共 ${total} 筆`,
};
