import type { TablePaginationConfig } from 'antd';

import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@agent-portal/contracts/constants';

export { DEFAULT_PAGE_SIZE, PAGE_SIZES };

export const TABLE_PAGINATION: TablePaginationConfig = {
  defaultPageSize: DEFAULT_PAGE_SIZE,
  pageSizeOptions: PAGE_SIZES.map(String),
  showSizeChanger: true,
  showTotal: (total) => `共 ${total} 筆`,
  // zh_TW says 條/頁; the portal counts 筆 everywhere.
  locale: { items_per_page: '筆/頁' },
};
