export { CompanyPicker } from './company-picker';
export { CH_OPEN_PARAMETER, isCompanySelectable } from './selectable';
