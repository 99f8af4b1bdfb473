export { PostPropertyPage } from './PostPropertyPage';
