export { FactList } from './FactList';
