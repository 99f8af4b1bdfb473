export { useMyInquiries } from './api';
export { SentInquiries } from './SentInquiries';
export { InquiryThread } from './InquiryThread';
export { telHref } from './inquiryList';
