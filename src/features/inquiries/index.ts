export { useMyInquiries } from './api';
export { SentInquiries } from './SentInquiries';
