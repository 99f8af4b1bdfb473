export { useMyInquiries, useUnreadReplies } from './api';
export { SentInquiries } from './SentInquiries';
