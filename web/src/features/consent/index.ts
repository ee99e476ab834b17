export { AgreePage } from './components/agree-page';
