export { LeadsPage } from './LeadsPage';
