export { InquiriesPage } from './InquiriesPage';
export { useMyInquiries } from './api';
