export { LocalityPage } from './LocalityPage';
