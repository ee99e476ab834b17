// Build-only stand-in for antd/es/table/hooks/useSelection (web/build-plugins.ts, slimTable): the portal's tables
// have no `rowSelection`, so the selection column (Checkbox, Radio, Dropdown, rc-tree's conduct utilities) would be
// dead weight in every route showing a table. Same results as antd's hook without rowSelection: the columns without
// the selection placeholder, no selected keys.
export const SELECTION_COLUMN = {};
export const SELECTION_ALL = 'SELECT_ALL';
export const SELECTION_INVERT = 'SELECT_INVERT';
export const SELECTION_NONE = 'SELECT_NONE';

const NO_KEYS = new Set();
const withoutSelection = (columns) => columns.filter((column) => column !== SELECTION_COLUMN);

const useSelection = (_config, rowSelection) => {
  if (rowSelection) {
    throw new Error('antd Table rowSelection is stubbed out of the build (web/build-plugins.ts, slimTable)');
  }
  return [withoutSelection, NO_KEYS];
};
export default useSelection;
