export { CommissionSearchPage } from './components/commission-search-page';
