// Build-only stand-in for antd's Select where antd's Pagination imports it for its page-size changer
// (web/build-plugins.ts, slimAntd): the lazy Select (src/components/form/lazy-select.tsx), so a page with a table
// draws first without Select's code and fetches it with the first select drawn.
export { Select as default } from '../src/components/form/lazy-select';
