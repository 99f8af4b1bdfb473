export { PropertyDetailPage } from './PropertyDetailPage';
