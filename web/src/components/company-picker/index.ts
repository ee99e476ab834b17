export { CompanyPicker } from './company-picker';
export { isCompanySelectable } from './selectable';
