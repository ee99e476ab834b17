// Build-only stand-in for antd/es/table/hooks/useFilter (web/build-plugins.ts, slimTable): the portal's tables have no
// column filters (no `filters`, `filterDropdown`, `onFilter`), so the filter dropdown (Tree, Menu, Dropdown, Checkbox,
// Input) would be dead weight in every route showing a table. Same results as antd's hook with no filter column:
// the columns unchanged, no filter state, no filters.
const NO_STATES = [];
const NO_FILTERS = {};
const same = (columns) => columns;

export const getFilterData = (data) => data;
export const flattenKeys = () => [];

const useFilter = ({ mergedColumns }) => {
  for (const column of mergedColumns ?? []) {
    if (column.filters || column.filterDropdown !== undefined || 'onFilter' in column) {
      throw new Error(
        'antd Table column filters are stubbed out of the build (web/build-plugins.ts, slimTable)',
      );
    }
  }
  return [same, NO_STATES, NO_FILTERS];
};
export default useFilter;
