export { Notice, NOTICE_DURATION_MS, type NoticeProps } from './Notice';
