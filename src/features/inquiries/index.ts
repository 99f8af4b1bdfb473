export { useMyInquiries } from './api';
