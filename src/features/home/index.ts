export { HomeSearch } from './HomeSearch';
