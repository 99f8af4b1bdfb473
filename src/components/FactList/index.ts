export { Fact, FactList } from './FactList';
