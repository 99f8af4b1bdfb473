export { ReviewQueuePage } from './ReviewQueuePage';
