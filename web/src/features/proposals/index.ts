export { ProposalSearchPage, type ProposalSearchPageProps } from './components/proposal-search-page';
