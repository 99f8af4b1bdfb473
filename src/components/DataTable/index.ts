export { DataTable } from './DataTable';
