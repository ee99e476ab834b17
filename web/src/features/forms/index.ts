export { FormDownloadPage } from './components/form-download-page';
