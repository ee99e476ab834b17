export { ReleasePermitListPage } from './components/release-permit-list-page';
export { ReleasePermitInputPage } from './components/release-permit-input-page';
