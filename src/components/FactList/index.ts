export { boldFacts, Fact, FactList } from './FactList';
